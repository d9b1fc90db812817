// Blog posts and their categories (SPEC §7 "Posts and forum", route /blog/[category]/[id]).
import { Type, type Static } from '@sinclair/typebox';
import { ISODate, Page, Paged, PerPage, UserSummary } from './catalog';
import { ObjectIdString } from './common';

export const POSTS_LIMITS = { perPage: 10, maxPerPage: 50, excerptLength: 156 } as const;

/** A post category's or a post's ObjectId, or its slug. */
export const PostRef = Type.String({ minLength: 1, maxLength: 120, pattern: '^[0-9a-fA-F]{24}$|^[a-z0-9]+(-[a-z0-9]+)*$' });

export const PostCategory = Type.Object({
  id: ObjectIdString,
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  posts_count: Type.Integer({ minimum: 0 }),
  /** `/blog/{slug}` */
  public_url: Type.String(),
});
export type PostCategory = Static<typeof PostCategory>;

export const PostCategoriesResponse = Type.Object({ categories: Type.Array(PostCategory), total: Type.Integer({ minimum: 0 }) });
export type PostCategoriesResponse = Static<typeof PostCategoriesResponse>;

export const PostSummary = Type.Object({
  id: ObjectIdString,
  title: Type.String(),
  slug: Type.String(),
  /** Plain text, at most 156 characters. */
  excerpt: Type.String(),
  /** Asset key of the cover (use `imageUrl(key, { width, height })`), or null. */
  cover_key: Type.Union([Type.String(), Type.Null()]),
  /** The cover at 800×480, or null. */
  cover_url: Type.Union([Type.String(), Type.Null()]),
  category: Type.Union([Type.Object({ id: ObjectIdString, name: Type.String(), slug: Type.String() }), Type.Null()]),
  author: Type.Union([UserSummary, Type.Null()]),
  published_at: ISODate,
  reading_minutes: Type.Integer({ minimum: 1 }),
  /** `/blog/{category slug}/{id}` */
  public_url: Type.String(),
});
export type PostSummary = Static<typeof PostSummary>;

export const Post = Type.Composite([PostSummary, Type.Object({ body: Type.String(), updated_at: ISODate })]);
export type Post = Static<typeof Post>;

export const PostsPage = Paged(PostSummary);
export type PostsPage = Static<typeof PostsPage>;

export const PostCategoryPostsPage = Type.Composite([Paged(PostSummary), Type.Object({ category: PostCategory })]);
export type PostCategoryPostsPage = Static<typeof PostCategoryPostsPage>;

export const PostsQuery = Type.Object({ page: Page, per_page: PerPage(POSTS_LIMITS.perPage, POSTS_LIMITS.maxPerPage) });
export type PostsQuery = Static<typeof PostsQuery>;

export function postPath(categorySlug: string, id: string): string {
  return `/blog/${categorySlug}/${id}`;
}
