import { Type, type Static } from '@sinclair/typebox';
import { CATALOG_LIMITS, Page, PerPage } from './catalog';

/**
 * `GET /api/v1/users/{id}/stats`: the counts on a profile's header and "Mis estadísticas".
 * Counts are read from the records themselves; temperatures from each offer's cached temperature.
 */
export const UserStats = Type.Object({
  /** Offers (kind offer) the user shared. */
  offers: Type.Integer({ minimum: 0 }),
  /** Coupons (kind coupon) the user shared. */
  coupons: Type.Integer({ minimum: 0 }),
  /** Comments the user wrote on offers. */
  comments: Type.Integer({ minimum: 0 }),
  /** Votes (hot or cold) the user gave. */
  votes: Type.Integer({ minimum: 0 }),
  /** Hot votes among them. */
  votes_hot: Type.Integer({ minimum: 0 }),
  /** Sum of the temperatures of everything the user shared, in degrees (may be negative). */
  temperature: Type.Integer(),
  /** The hottest thing the user shared, in degrees; null when nothing was shared. */
  hottest: Type.Union([Type.Integer(), Type.Null()]),
  /** Forum topics and forum comments the user wrote. */
  forum_topics: Type.Integer({ minimum: 0 }),
  forum_comments: Type.Integer({ minimum: 0 }),
  /** Times shoppers went out to a shop ("Ir a la oferta", `/visit/{id}`) from what the user shared. */
  clicks: Type.Integer({ minimum: 0 }),
  /** When the account was created. */
  member_since: Type.String({ format: 'date-time' }),
});
export type UserStats = Static<typeof UserStats>;

/** `GET /api/v1/users/{id}/offers?page=&per_page=`: what a user shared, newest first, as feed cards. */
export const UserOffersQuery = Type.Object({ page: Page, per_page: PerPage(CATALOG_LIMITS.offersPerPage) });
export type UserOffersQuery = Static<typeof UserOffersQuery>;
