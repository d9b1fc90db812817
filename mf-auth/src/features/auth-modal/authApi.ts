import type { RegisterResponse, TokenResponse } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  email: string;
  username: string;
  password: string;
  wantsDigest: boolean;
  acceptsTerms: boolean;
}

/** Spec §7 "Users and session": the calls the auth modal makes. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenResponse, LoginRequest>({
      query: ({ email, password }) => ({ url: '/v1/user_token', method: 'POST', body: { auth: { email, password, username: '' } } }),
    }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: ({ email, username, password, wantsDigest, acceptsTerms }) => {
        const form = new FormData();
        form.append('user[username]', username);
        form.append('user[email]', email);
        form.append('user[password]', password);
        form.append('user[newsletter]', String(wantsDigest));
        form.append('user[terms]', String(acceptsTerms));
        return { url: '/v1/users/confirm_user', method: 'POST', body: form };
      },
    }),
    googleSignIn: build.mutation<TokenResponse, { credential: string }>({
      query: (body) => ({ url: '/v1/users/google_oauth', method: 'POST', body }),
    }),
    recoverPassword: build.mutation<{ message: string }, { email: string }>({
      query: ({ email }) => ({ url: '/v1/users/get_recover_password', method: 'POST', body: { user: { email } } }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useGoogleSignInMutation, useRecoverPasswordMutation } = authApi;
