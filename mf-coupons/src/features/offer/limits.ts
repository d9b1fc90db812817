/** Comments are plain text of up to 1000 characters (contracts CATALOG_LIMITS.commentMaxLength). */
export const COMMENT_MAX_LENGTH = 1000;
