import type { Post, PostCategoriesResponse, PostCategory, PostCategoryPostsPage, PostsPage } from '@gangazo/contracts';
import { baseApi } from '@gangazo/platform';
import { pagedListOptions, queryString } from '../shared/pagination';

export const BLOG_PER_PAGE = 10;

export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/posts/{id or slug}` */
    getPost: build.query<Post, string>({
      query: (id) => `/v1/posts/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Post', id }],
    }),
    getPostCategories: build.query<PostCategory[], void>({
      query: () => '/v1/category_posts',
      transformResponse: (body: PostCategoriesResponse) => body.categories,
      providesTags: [{ type: 'Post', id: 'CATEGORIES' }],
    }),
    /** A category's posts (`/category_posts/posts_with_category/{slug}`), or all published ones (null). */
    getBlogPosts: build.infiniteQuery<PostsPage & { category?: PostCategory }, { category: string | null; perPage?: number }, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) => {
        const params = queryString({ page: pageParam, per_page: queryArg.perPage ?? BLOG_PER_PAGE });
        return queryArg.category
          ? `/v1/category_posts/posts_with_category/${encodeURIComponent(queryArg.category)}?${params}`
          : `/v1/posts/posts_published?${params}`;
      },
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    /** One page of a category's posts, for "Artículos relacionados". */
    getCategoryPosts: build.query<PostCategoryPostsPage, { category: string; perPage: number }>({
      query: ({ category, perPage }) => `/v1/category_posts/posts_with_category/${encodeURIComponent(category)}?${queryString({ page: 1, per_page: perPage })}`,
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
  }),
});

export const { useGetPostQuery, useGetPostCategoriesQuery, useGetBlogPostsInfiniteQuery, useGetCategoryPostsQuery } = blogApi;
