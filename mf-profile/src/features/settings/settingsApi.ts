import type { CurrentUser, MessageResponse, ProfileUpdateResponse, TokenResponse } from '@gangazo/contracts';
import { baseApi, loggedIn } from '@gangazo/platform';
import { profileApi } from '../profile-layout/profileApi';

export interface ProfileChanges {
  userId: string;
  username?: string;
  email?: string;
  /** The current password: the server asks for it to change the e-mail. */
  password?: string;
}

/** Spec §3/§7: the account changes behind "Ajustes", all multipart as the BFF expects. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A new e-mail ends every session: the answer then carries this tab's new token (`jwt`). */
    updateProfile: build.mutation<ProfileUpdateResponse, ProfileChanges>({
      query: ({ userId, username, email, password }) => {
        const form = new FormData();
        if (username !== undefined) form.append('user[username]', username);
        if (email !== undefined) form.append('user[email]', email);
        if (password !== undefined) form.append('user[password]', password);
        return { url: `/v1/users/${encodeURIComponent(userId)}`, method: 'PATCH', body: form };
      },
      // The profile header shows the new name at once, before its refetch answers.
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        // The old token is revoked: the new one is stored before anything asks for the user again.
        if (data.jwt) dispatch(loggedIn(data.jwt));
        dispatch(
          profileApi.util.updateQueryData('getPublicProfile', userId, (draft) => {
            draft.username = data.username;
          }),
        );
      },
      // With a new session, `loggedIn` refetches the user under the new token; refetching here would
      // ask with the revoked one and be told to sign out.
      invalidatesTags: (result, error, { userId }) => (error ? [] : result?.jwt ? [{ type: 'User', id: userId }] : ['CurrentUser', { type: 'User', id: userId }]),
    }),
    updateAvatar: build.mutation<CurrentUser, { userId: string; file: File }>({
      query: ({ userId, file }) => {
        const form = new FormData();
        form.append('user[avatar]', file, file.name);
        return { url: `/v1/users/${encodeURIComponent(userId)}`, method: 'PATCH', body: form };
      },
      invalidatesTags: (_result, error, { userId }) => (error ? [] : ['CurrentUser', { type: 'User', id: userId }]),
    }),
    /** Answers a NEW token: every older one (this tab's included) is revoked by the change. */
    changePassword: build.mutation<TokenResponse, { userId: string; password: string; passwordOld: string }>({
      query: ({ userId, password, passwordOld }) => {
        const form = new FormData();
        form.append('password', password);
        form.append('passwordold', passwordOld);
        return { url: `/v1/users/change_password/${encodeURIComponent(userId)}`, method: 'PATCH', body: form };
      },
    }),
    /** Another confirmation link to the session's address (`POST /api/v1/users/confirmation_email`). */
    resendConfirmation: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/v1/users/confirmation_email', method: 'POST' }),
    }),
    deleteAccount: build.mutation<null, string>({
      query: (userId) => ({ url: `/v1/users/${encodeURIComponent(userId)}`, method: 'DELETE' }),
    }),
  }),
});

export const { useUpdateProfileMutation, useUpdateAvatarMutation, useChangePasswordMutation, useResendConfirmationMutation, useDeleteAccountMutation } = settingsApi;
