import type { ConfirmEmailBody, TokenResponse } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';

export const emailConfirmationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The link's token for a session: `POST /api/v1/users/confirm_email`. */
    confirmEmail: build.mutation<TokenResponse, ConfirmEmailBody>({
      query: (body) => ({ url: '/v1/users/confirm_email', method: 'POST', body }),
    }),
  }),
});

export const { useConfirmEmailMutation } = emailConfirmationApi;
