import type {
  AssetUploadResponse,
  ForumCategoriesResponse,
  ForumCategory,
  ForumComment,
  ForumCommentsPage,
  ForumPopularResponse,
  ForumTopic,
  ForumTopicBody,
  ForumTopicPatch,
  ForumTopicsPage,
  ForumTopicSummary,
} from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';
import { FORUM } from '../shared/limits';
import { pagedListOptions, queryString } from '../shared/pagination';

/** What the topic list shows: every topic, or one category's (by slug). */
export type TopicListArg = { category: string | null };

export const forumApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/forum` or `/forum/category/{slug}`: pinned first, then latest activity; 10 per page. */
    getTopics: build.infiniteQuery<ForumTopicsPage & { category?: ForumCategory }, TopicListArg, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) => {
        const params = queryString({ page: pageParam, per_page: FORUM.topicsPerPage });
        return queryArg.category ? `/v1/forum/category/${encodeURIComponent(queryArg.category)}?${params}` : `/v1/forum?${params}`;
      },
      providesTags: [{ type: 'Forum', id: 'LIST' }],
    }),
    getPopularTopics: build.query<ForumTopicSummary[], void>({
      query: () => '/v1/forum/popular',
      transformResponse: (body: ForumPopularResponse) => body.items,
      providesTags: [{ type: 'Forum', id: 'LIST' }],
    }),
    getForumCategories: build.query<ForumCategory[], void>({
      query: () => '/v1/forum/categories',
      transformResponse: (body: ForumCategoriesResponse) => body.categories,
      providesTags: [{ type: 'Forum', id: 'CATEGORIES' }],
    }),
    getTopic: build.query<ForumTopic, string>({
      query: (id) => `/v1/forum/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Forum', id }],
    }),
    /** Oldest first, 20 per page (SPEC §9). */
    getTopicComments: build.infiniteQuery<ForumCommentsPage, string, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) => `/v1/forum/${encodeURIComponent(queryArg)}/comments?${queryString({ page: pageParam, per_page: FORUM.commentsPerPage })}`,
      providesTags: (_result, _error, id) => [{ type: 'ForumComment', id }],
    }),
    createTopic: build.mutation<ForumTopic, ForumTopicBody>({
      query: (body) => ({ url: '/v1/forum', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Forum', id: 'LIST' }, { type: 'Forum', id: 'CATEGORIES' }]),
    }),
    updateTopic: build.mutation<ForumTopic, { id: string; patch: ForumTopicPatch }>({
      query: ({ id, patch }) => ({ url: `/v1/forum/${encodeURIComponent(id)}`, method: 'PATCH', body: patch }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(forumApi.util.upsertQueryData('getTopic', id, data));
      },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Forum', id: 'LIST' }, { type: 'Forum', id: 'CATEGORIES' }]),
    }),
    /**
     * The new comment joins the loaded list when the conversation's end is already on screen
     * (comments are oldest first); otherwise it waits at the end for 'Ver más comentarios'.
     */
    postTopicComment: build.mutation<ForumComment, { topicId: string; body: string }>({
      query: ({ topicId, body }) => ({ url: `/v1/forum/${encodeURIComponent(topicId)}/comments`, method: 'POST', body: { body } }),
      async onQueryStarted({ topicId }, { dispatch, queryFulfilled }) {
        const { data: comment } = await queryFulfilled.catch(() => ({ data: null }));
        if (!comment) return;
        dispatch(
          forumApi.util.updateQueryData('getTopicComments', topicId, (draft) => {
            const last = draft.pages[draft.pages.length - 1];
            const atEnd = last !== undefined && last.page * last.per_page >= last.total;
            for (const page of draft.pages) page.total += 1;
            if (atEnd && last) last.items.push(comment);
          }),
        );
        dispatch(
          forumApi.util.updateQueryData('getTopic', topicId, (topic) => {
            topic.comments_count += 1;
            topic.last_activity_at = comment.created_at;
          }),
        );
      },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Forum', id: 'LIST' }]),
    }),
    /** `POST /api/v1/assets?type=forum` (multipart `file`): a picture for a topic's body. */
    uploadForumImage: build.mutation<AssetUploadResponse, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return { url: '/v1/assets?type=forum', method: 'POST', body: form };
      },
    }),
  }),
});

export const {
  useGetTopicsInfiniteQuery,
  useGetPopularTopicsQuery,
  useGetForumCategoriesQuery,
  useGetTopicQuery,
  useGetTopicCommentsInfiniteQuery,
  useCreateTopicMutation,
  useUpdateTopicMutation,
  usePostTopicCommentMutation,
  useUploadForumImageMutation,
} = forumApi;
