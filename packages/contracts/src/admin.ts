// Staff dashboard (mf-admin, SPEC §1/§6 "Dashboard"): what moderators see and send under
// `/api/v1/admin/*`. Every endpoint needs a staff session (editor, admin, superadmin); listing users
// needs admin or superadmin and changing a role needs superadmin.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ISODate, Paged } from './catalog';
import { ObjectIdString } from './common';
import { UserRole } from './users';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ADMIN_LIMITS = {
  perPage: 20,
  maxPerPage: 50,
  /** Codes accepted by one bulk load. */
  maxCodesPerLoad: 1000,
  codeMaxLength: 120,
  userQueryMaxLength: 80,
  /** Words looked for in offer titles (`q` of the offers list). */
  offerQueryMaxLength: 80,
} as const;

/** `GET /api/v1/admin/overview`. "Today" is the calendar day in Bogotá (UTC−5). */
export const AdminOverview = Type.Object({
  active_offers: Type.Integer({ minimum: 0 }),
  active_coupons: Type.Integer({ minimum: 0 }),
  expired_offers: Type.Integer({ minimum: 0 }),
  shops: Type.Integer({ minimum: 0 }),
  users: Type.Integer({ minimum: 0 }),
  comments_today: Type.Integer({ minimum: 0 }),
  forum_topics: Type.Integer({ minimum: 0 }),
  forum_comments_today: Type.Integer({ minimum: 0 }),
  /** Items waiting in the moderation queue (`/admin/moderacion`) and open reports. */
  pending_items: Type.Optional(Type.Integer({ minimum: 0 })),
  open_reports: Type.Optional(Type.Integer({ minimum: 0 })),
  since: ISODate,
});
export type AdminOverview = Static<typeof AdminOverview>;

export const AdminOfferStatus = Type.Union([Type.Literal('published'), Type.Literal('expired')]);
export type AdminOfferStatus = Static<typeof AdminOfferStatus>;
/** A row's stored status: also `pending` (in the moderation queue) and `rejected`. */
export const AdminOfferRowStatus = Type.Union([Type.Literal('published'), Type.Literal('expired'), Type.Literal('pending'), Type.Literal('rejected')]);
export type AdminOfferRowStatus = Static<typeof AdminOfferRowStatus>;

export const AdminOfferKindFilter = Type.Union([Type.Literal('all'), Type.Literal('offer'), Type.Literal('coupon'), Type.Literal('multiple_codes')]);
export type AdminOfferKindFilter = Static<typeof AdminOfferKindFilter>;

export const AdminPersonRef = Type.Object({ id: ObjectIdString, username: Type.String() });
export type AdminPersonRef = Static<typeof AdminPersonRef>;

export const AdminOfferRow = Type.Object({
  id: ObjectIdString,
  kind: Type.Union([Type.Literal('offer'), Type.Literal('coupon')]),
  title: Type.String(),
  public_url: Type.String(),
  shop: Nullable(Type.Object({ id: ObjectIdString, name: Type.String() })),
  author: Nullable(AdminPersonRef),
  temperature: Type.Integer(),
  comments_count: Type.Integer({ minimum: 0 }),
  /** What staff set (or the moderation queue holds); `expired` is also true when `ends_at` has passed. */
  status: AdminOfferRowStatus,
  expired: Type.Boolean(),
  multiple_codes: Type.Boolean(),
  /** Staff put it on the home page (`PUT /api/v1/moderation/offers/:id/featured`). */
  featured: Type.Optional(Type.Boolean()),
  ends_at: Nullable(ISODate),
  created_at: ISODate,
});
export type AdminOfferRow = Static<typeof AdminOfferRow>;

export const AdminOffersPage = Paged(AdminOfferRow);
export type AdminOffersPage = Static<typeof AdminOffersPage>;

export const AdminOfferPatchBody = Type.Object({ status: AdminOfferStatus }, { additionalProperties: false });
export type AdminOfferPatchBody = Static<typeof AdminOfferPatchBody>;

/** `DELETE /api/v1/admin/offers/:id`: what went with it. */
export const AdminOfferDeleted = Type.Object({
  id: ObjectIdString,
  votes: Type.Integer({ minimum: 0 }),
  comments: Type.Integer({ minimum: 0 }),
  saved: Type.Integer({ minimum: 0 }),
  codes: Type.Integer({ minimum: 0 }),
});
export type AdminOfferDeleted = Static<typeof AdminOfferDeleted>;

/** `POST /api/v1/admin/offers/:id/codes`: one code per item (a textarea's lines). */
export const AdminCodesBody = Type.Object(
  {
    codes: Type.Array(
      // No line breaks or other control characters: one item is one code.
      Type.String({ maxLength: ADMIN_LIMITS.codeMaxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }),
      { minItems: 1, maxItems: ADMIN_LIMITS.maxCodesPerLoad },
    ),
  },
  { additionalProperties: false },
);
export type AdminCodesBody = Static<typeof AdminCodesBody>;

export const AdminCodesAdded = Type.Object({
  /** New codes stored. */
  added: Type.Integer({ minimum: 0 }),
  /** Blank lines, repeats within the list and codes the coupon already had. */
  skipped: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});
export type AdminCodesAdded = Static<typeof AdminCodesAdded>;

export const AdminCommentRow = Type.Object({
  id: ObjectIdString,
  text: Type.String(),
  offer: Nullable(Type.Object({ id: ObjectIdString, title: Type.String(), public_url: Type.String() })),
  author: Nullable(AdminPersonRef),
  /** Hidden by staff or by reports (`PUT /api/v1/moderation/comment/:id/hidden`). */
  hidden: Type.Optional(Type.Boolean()),
  created_at: ISODate,
});
export type AdminCommentRow = Static<typeof AdminCommentRow>;

export const AdminCommentsPage = Paged(AdminCommentRow);
export type AdminCommentsPage = Static<typeof AdminCommentsPage>;

export const AdminUserRow = Type.Object({
  id: ObjectIdString,
  username: Type.String(),
  email: Type.String(),
  role: UserRole,
  created_at: ISODate,
});
export type AdminUserRow = Static<typeof AdminUserRow>;

export const AdminUsersPage = Paged(AdminUserRow);
export type AdminUsersPage = Static<typeof AdminUsersPage>;

/** Roles a superadmin may hand out here; superadmins come from settings (SUPERADMIN_EMAIL). */
export const AssignableRole = Type.Union([Type.Literal('user'), Type.Literal('editor'), Type.Literal('admin')]);
export type AssignableRole = Static<typeof AssignableRole>;

export const AdminRoleBody = Type.Object({ role: AssignableRole }, { additionalProperties: false });
export type AdminRoleBody = Static<typeof AdminRoleBody>;

/** Dashboard labels, shared by the remote and its tests. */
export const ROLE_LABELS: Record<UserRole, string> = {
  user: 'Usuario',
  editor: 'Editor',
  admin: 'Administrador',
  superadmin: 'Superadmin',
};
