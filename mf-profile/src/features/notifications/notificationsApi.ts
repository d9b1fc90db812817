import type { NotificationList, UnreadCount } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';

/** How often the bell asks for the unread count while the tab is visible (and again when it becomes visible). */
export const UNREAD_POLL_MS = 20_000;

// The shared api's tag types belong to the platform; notifications ride on 'User' with ids of their own.
const LIST = { type: 'User' as const, id: 'NOTIFICATIONS' };
const COUNT = { type: 'User' as const, id: 'NOTIFICATIONS_UNREAD' };

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<UnreadCount, void>({ query: () => '/v1/notifications/unread_count', providesTags: [COUNT] }),
    getNotifications: build.query<NotificationList, void>({ query: () => '/v1/notifications', providesTags: [LIST] }),
    markNotificationRead: build.mutation<UnreadCount, string>({
      query: (id) => ({ url: `/v1/notifications/${encodeURIComponent(id)}/read`, method: 'POST' }),
      invalidatesTags: [LIST, COUNT],
    }),
    markAllNotificationsRead: build.mutation<UnreadCount, void>({
      query: () => ({ url: '/v1/notifications/read_all', method: 'POST' }),
      invalidatesTags: [LIST, COUNT],
    }),
  }),
});

export const { useGetUnreadCountQuery, useGetNotificationsQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } = notificationsApi;
