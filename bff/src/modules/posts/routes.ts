import { ApiError, Post, PostCategoriesResponse, PostCategory, PostCategoryPostsPage, PostRef, PostsPage, PostsQuery } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import * as posts from './service';

const RefParams = Type.Object({ id: PostRef });
const TAGS = ['posts'];

export const postsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/category_posts',
    { config: { publicAnswer: true }, schema: { tags: TAGS, summary: 'Categorías del blog', response: { 200: PostCategoriesResponse } } },
    async () => posts.listCategories(),
  );

  app.get(
    '/api/v1/category_posts/:id',
    { config: { publicAnswer: true }, schema: { tags: TAGS, summary: 'Una categoría del blog (id o slug)', params: RefParams, response: { 200: PostCategory, 400: ApiError, 404: ApiError } } },
    async (request) => posts.getCategory(request.params.id),
  );

  app.get(
    '/api/v1/category_posts/posts_with_category/:id',
    { config: { publicAnswer: true },
      schema: {
        tags: TAGS,
        summary: 'Publicaciones de una categoría del blog',
        params: RefParams,
        querystring: PostsQuery,
        response: { 200: PostCategoryPostsPage, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => posts.listCategoryPosts(request.params.id, request.query.page, request.query.per_page),
  );

  app.get(
    '/api/v1/posts/posts_published',
    { config: { publicAnswer: true }, schema: { tags: TAGS, summary: 'Publicaciones del blog, las más recientes primero', querystring: PostsQuery, response: { 200: PostsPage, 400: ApiError } } },
    async (request) => posts.listPublished(request.query.page, request.query.per_page),
  );

  app.get(
    '/api/v1/posts/:id',
    { config: { publicAnswer: true }, schema: { tags: TAGS, summary: 'Una publicación del blog (id o slug)', params: RefParams, response: { 200: Post, 400: ApiError, 404: ApiError } } },
    async (request) => posts.getPost(request.params.id),
  );
};
