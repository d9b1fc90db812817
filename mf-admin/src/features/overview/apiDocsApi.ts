import { baseApi } from '@gangazo/platform';

export const apiDocsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A one-time code (60 s) the BFF trades at `/api/docs?code=` for a docs-only cookie. */
    createDocsCode: build.mutation<{ code: string; expires_at: string }, void>({
      query: () => ({ url: '/v1/dashboard_codes', method: 'POST' }),
    }),
  }),
});

export const { useCreateDocsCodeMutation } = apiDocsApi;
