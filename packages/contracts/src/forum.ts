// Forum: categories, topics ("forum posts") and their comments (SPEC §7 "Posts and forum", §9).
// Rich text travels as HTML produced by the Quill editor; the BFF sanitizes it on write, so the
// `body` it returns is safe to inject. Lists say how many there are in total.
import { Type, type Static } from '@sinclair/typebox';
import { ContentReview, ISODate, Page, Paged, PerPage, UserSummary } from './catalog';
import { ObjectIdString } from './common';

export const FORUM_LIMITS = {
  /** SPEC §9: forum lists, page 1 and 10 per page by default; comments 20 per page. */
  topicsPerPage: 10,
  commentsPerPage: 20,
  maxPerPage: 50,
  popular: 10,
  titleMin: 8,
  titleMax: 140,
  /** Visible characters (tags not counted). */
  topicTextMin: 20,
  topicTextMax: 10_000,
  commentTextMin: 2,
  commentTextMax: 3_000,
  /** Raw HTML sizes accepted before sanitizing (formatting makes HTML longer than its text). */
  topicHtmlMax: 60_000,
  commentHtmlMax: 15_000,
  /** SPEC §5: plain-text cut. */
  excerptLength: 156,
} as const;

/** A forum category's ObjectId or its slug. */
export const ForumCategoryRef = Type.String({ minLength: 1, maxLength: 80, pattern: '^[0-9a-fA-F]{24}$|^[a-z0-9]+(-[a-z0-9]+)*$' });

export const ForumCategory = Type.Object({
  id: ObjectIdString,
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  /** Accent colour of the category (hex). */
  color: Type.String(),
  /** Small picture of the category (`/api/v1/images/forum/…`), or null. */
  image_url: Type.Union([Type.String(), Type.Null()]),
  topics_count: Type.Integer({ minimum: 0 }),
  /** `/forum/categoria/{slug}` */
  public_url: Type.String(),
});
export type ForumCategory = Static<typeof ForumCategory>;

export const ForumCategoriesResponse = Type.Object({ categories: Type.Array(ForumCategory), total: Type.Integer({ minimum: 0 }) });
export type ForumCategoriesResponse = Static<typeof ForumCategoriesResponse>;

export const ForumCategoryRefSummary = Type.Object({ id: ObjectIdString, name: Type.String(), slug: Type.String(), color: Type.String() });

export const ForumTopicSummary = Type.Object({
  id: ObjectIdString,
  title: Type.String(),
  slug: Type.String(),
  /** Plain text, at most 156 characters (ends with '…' when cut). */
  excerpt: Type.String(),
  category: Type.Union([ForumCategoryRefSummary, Type.Null()]),
  /** null when the account was deleted. */
  author: Type.Union([UserSummary, Type.Null()]),
  comments_count: Type.Integer({ minimum: 0 }),
  pinned: Type.Boolean(),
  created_at: ISODate,
  /** The topic's or its newest comment's time: lists are ordered by it. */
  last_activity_at: ISODate,
  /** `/forum/{id}/{slug}` */
  public_url: Type.String(),
});
export type ForumTopicSummary = Static<typeof ForumTopicSummary>;

export const ForumTopic = Type.Composite([
  ForumTopicSummary,
  Type.Object({
    /** Sanitized HTML (Quill formatting only). */
    body: Type.String(),
    updated_at: ISODate,
    /** When the author or staff last changed it, or null. */
    edited_at: Type.Union([ISODate, Type.Null()]),
    /** Only its author and staff see it: held for review ('En revisión') or rejected. */
    review: Type.Optional(Type.Union([ContentReview, Type.Null()])),
    /** Staff closed it: no new comments. */
    locked: Type.Optional(Type.Boolean()),
  }),
]);
export type ForumTopic = Static<typeof ForumTopic>;

export const ForumTopicsPage = Paged(ForumTopicSummary);
export type ForumTopicsPage = Static<typeof ForumTopicsPage>;

export const ForumCategoryTopicsPage = Type.Composite([Paged(ForumTopicSummary), Type.Object({ category: ForumCategory })]);
export type ForumCategoryTopicsPage = Static<typeof ForumCategoryTopicsPage>;

export const ForumPopularResponse = Type.Object({ items: Type.Array(ForumTopicSummary) });
export type ForumPopularResponse = Static<typeof ForumPopularResponse>;

export const ForumComment = Type.Object({
  id: ObjectIdString,
  topic_id: ObjectIdString,
  /** Sanitized HTML. */
  body: Type.String(),
  author: Type.Union([UserSummary, Type.Null()]),
  created_at: ISODate,
});
export type ForumComment = Static<typeof ForumComment>;

export const ForumCommentsPage = Paged(ForumComment);
export type ForumCommentsPage = Static<typeof ForumCommentsPage>;

export const ForumListQuery = Type.Object({
  page: Page,
  per_page: PerPage(FORUM_LIMITS.topicsPerPage, FORUM_LIMITS.maxPerPage),
});
export type ForumListQuery = Static<typeof ForumListQuery>;

export const ForumCommentsQuery = Type.Object({
  page: Page,
  per_page: PerPage(FORUM_LIMITS.commentsPerPage, FORUM_LIMITS.maxPerPage),
});
export type ForumCommentsQuery = Static<typeof ForumCommentsQuery>;

/** `POST /api/v1/forum` */
export const ForumTopicBody = Type.Object({
  title: Type.String({ minLength: FORUM_LIMITS.titleMin, maxLength: FORUM_LIMITS.titleMax }),
  /** HTML from the editor. */
  body: Type.String({ minLength: 1, maxLength: FORUM_LIMITS.topicHtmlMax }),
  category_id: ObjectIdString,
});
export type ForumTopicBody = Static<typeof ForumTopicBody>;

/** `PATCH /api/v1/forum/{id}`: any of the fields (author or staff). */
export const ForumTopicPatch = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: FORUM_LIMITS.titleMin, maxLength: FORUM_LIMITS.titleMax })),
    body: Type.Optional(Type.String({ minLength: 1, maxLength: FORUM_LIMITS.topicHtmlMax })),
    category_id: Type.Optional(ObjectIdString),
  },
  { minProperties: 1 },
);
export type ForumTopicPatch = Static<typeof ForumTopicPatch>;

/** `POST /api/v1/forum/{id}/comments` */
export const ForumCommentBody = Type.Object({
  body: Type.String({ minLength: 1, maxLength: FORUM_LIMITS.commentHtmlMax }),
});
export type ForumCommentBody = Static<typeof ForumCommentBody>;

export function forumTopicPath(id: string, slug: string): string {
  return `/forum/${id}/${slug}`;
}

export function forumCategoryPath(slug: string): string {
  return `/forum/categoria/${slug}`;
}
