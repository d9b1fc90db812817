import { baseApi } from '@gangazo/platform';

export interface PasswordResetRequest {
  password: string;
  /** From the link in the recovery email (`?token=`). */
  token: string;
}

export const passwordResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7: POST /api/v1/users/password_reset with password and token. */
    resetPassword: build.mutation<{ message?: string }, PasswordResetRequest>({
      query: (body) => ({ url: '/v1/users/password_reset', method: 'POST', body }),
    }),
  }),
});

export const { useResetPasswordMutation } = passwordResetApi;
