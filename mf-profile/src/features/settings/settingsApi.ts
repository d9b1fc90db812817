import type { CurrentUser, TokenResponse } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';
import { profileApi } from '../profile-layout/profileApi';

export interface ProfileChanges {
  userId: string;
  username?: string;
  email?: string;
}

/** Spec §3/§7: the account changes behind "Ajustes", all multipart as the BFF expects. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<CurrentUser, ProfileChanges>({
      query: ({ userId, username, email }) => {
        const form = new FormData();
        if (username !== undefined) form.append('user[username]', username);
        if (email !== undefined) form.append('user[email]', email);
        return { url: `/v1/users/${encodeURIComponent(userId)}`, method: 'PATCH', body: form };
      },
      // The profile header shows the new name at once, before its refetch answers.
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          profileApi.util.updateQueryData('getPublicProfile', userId, (draft) => {
            draft.username = data.username;
          }),
        );
      },
      invalidatesTags: (_result, error, { userId }) => (error ? [] : ['CurrentUser', { type: 'User', id: userId }]),
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
    deleteAccount: build.mutation<null, string>({
      query: (userId) => ({ url: `/v1/users/${encodeURIComponent(userId)}`, method: 'DELETE' }),
    }),
  }),
});

export const { useUpdateProfileMutation, useUpdateAvatarMutation, useChangePasswordMutation, useDeleteAccountMutation } = settingsApi;
