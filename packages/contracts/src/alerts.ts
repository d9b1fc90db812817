import { Type, type Static } from '@sinclair/typebox';
import { ObjectIdString } from './common';

/** Keyword alerts (`/api/v1/alerts`) and what a user hears about them (`/api/v1/notifications`). */
export const ALERT_LIMITS = {
  /** Alerts one user may keep (paused ones count). */
  perUser: 50,
  /** Words an alert requires, and words it excludes. */
  words: 8,
  excludedWords: 8,
  wordMaxChars: 40,
} as const;

/** How an alert's matches reach the user by e-mail: not at all, one e-mail each, or in the daily summary. */
export const AlertEmail = Type.Union([Type.Literal('none'), Type.Literal('instant'), Type.Literal('digest')]);
export type AlertEmail = Static<typeof AlertEmail>;

const Word = Type.String({ minLength: 1, maxLength: ALERT_LIMITS.wordMaxChars });

/** `POST /api/v1/alerts` and `PUT /api/v1/alerts/{id}`: every word is required in the offer's title, accents and case aside. */
export const AlertBody = Type.Object(
  {
    words: Type.Array(Word, { minItems: 1, maxItems: ALERT_LIMITS.words }),
    excluded_words: Type.Optional(Type.Array(Word, { maxItems: ALERT_LIMITS.excludedWords })),
    shop_id: Type.Optional(Type.Union([ObjectIdString, Type.Null()])),
    /** A category's API id (base64 of its slug, as in the category tree); a top category takes its sub-categories too. */
    category_id: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()])),
    /** COP, whole pesos: offers dearer than this (or without a price) do not match. */
    max_price: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }), Type.Null()])),
    /** Degrees: the alert waits until the offer is this hot. */
    min_temperature: Type.Optional(Type.Union([Type.Integer({ minimum: -100_000, maximum: 100_000 }), Type.Null()])),
    email: Type.Optional(AlertEmail),
    paused: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AlertBody = Static<typeof AlertBody>;

/** `PATCH /api/v1/alerts/{id}`: pause or resume. */
export const AlertPauseBody = Type.Object({ paused: Type.Boolean() }, { additionalProperties: false });
export type AlertPauseBody = Static<typeof AlertPauseBody>;

export const Alert = Type.Object({
  id: ObjectIdString,
  words: Type.Array(Type.String()),
  excluded_words: Type.Array(Type.String()),
  shop: Type.Union([Type.Object({ id: ObjectIdString, name: Type.String() }), Type.Null()]),
  category: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  max_price: Type.Union([Type.Integer(), Type.Null()]),
  min_temperature: Type.Union([Type.Integer(), Type.Null()]),
  email: AlertEmail,
  paused: Type.Boolean(),
  /** Offers this alert has found so far. */
  matches: Type.Integer({ minimum: 0 }),
  created_at: Type.String({ format: 'date-time' }),
});
export type Alert = Static<typeof Alert>;

export const AlertList = Type.Object({ items: Type.Array(Alert), total: Type.Integer({ minimum: 0 }), limit: Type.Integer() });
export type AlertList = Static<typeof AlertList>;

/** What a notification is about. */
export const NotificationKind = Type.Union([
  Type.Literal('alert_match'),
  Type.Literal('reply'),
  Type.Literal('mention'),
  Type.Literal('moderation'),
  Type.Literal('medal'),
]);
export type NotificationKind = Static<typeof NotificationKind>;

export const Notification = Type.Object({
  id: ObjectIdString,
  kind: NotificationKind,
  /** One Spanish sentence, e.g. «Nueva oferta para tu alerta «televisor»: …». */
  title: Type.String(),
  /** Where clicking it leads (a site path). */
  url: Type.String(),
  /** An image path on this site (the offer's picture), when there is one. */
  image: Type.Union([Type.String(), Type.Null()]),
  read: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type Notification = Static<typeof Notification>;

export const NotificationList = Type.Object({
  items: Type.Array(Notification),
  unread: Type.Integer({ minimum: 0 }),
  has_more: Type.Boolean(),
});
export type NotificationList = Static<typeof NotificationList>;

export const UnreadCount = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;
