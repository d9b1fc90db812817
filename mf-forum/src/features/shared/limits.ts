// The forum's limits as the BFF enforces them (contracts FORUM_LIMITS; a test holds them equal).
// Copied rather than imported: the contracts' values module brings TypeBox into the browser bundle.
export const FORUM = {
  /** SPEC §9: forum lists 10 per page, comments 20 per page. */
  topicsPerPage: 10,
  commentsPerPage: 20,
  titleMin: 8,
  titleMax: 140,
  topicTextMin: 20,
  topicTextMax: 10_000,
  commentTextMin: 2,
  commentTextMax: 3_000,
} as const;

/** Related posts under a blog post. */
export const RELATED_POSTS = 3;
