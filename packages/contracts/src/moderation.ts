// Moderation (issue 16): the review queue, reports, community expiry, duplicates and staff tools.
// Everything under `/api/v1/moderation/*` needs a staff session (editor, admin, superadmin); the
// audit log needs a superadmin. Reports and "¿Expiró?" are for any signed-in user.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ISODate } from './catalog';
import { ObjectIdString } from './common';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const MODERATION_LIMITS = {
  reportTextMax: 500,
  rejectReasonMin: 3,
  rejectReasonMax: 300,
  queuePageSize: 50,
  auditPageSize: 50,
} as const;

export const REPORT_REASONS = ['spam', 'expirada', 'precio_incorrecto', 'duplicada', 'ofensiva', 'otra'] as const;
export const ReportReason = Type.Union(REPORT_REASONS.map((reason) => Type.Literal(reason)));
export type ReportReason = Static<typeof ReportReason>;

/** What the report dialog shows for each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  expirada: 'Expirada',
  precio_incorrecto: 'Precio incorrecto',
  duplicada: 'Duplicada',
  ofensiva: 'Ofensiva',
  otra: 'Otra',
};

/** What can be reported: offers and coupons (`offer`), offer comments, forum topics and comments, profiles. */
export const ReportTargetKind = Type.Union([
  Type.Literal('offer'),
  Type.Literal('comment'),
  Type.Literal('topic'),
  Type.Literal('forum_comment'),
  Type.Literal('profile'),
]);
export type ReportTargetKind = Static<typeof ReportTargetKind>;

export const ReportBody = Type.Object(
  {
    kind: ReportTargetKind,
    id: ObjectIdString,
    reason: ReportReason,
    /** Required for `otra`. */
    text: Type.Optional(Type.String({ maxLength: MODERATION_LIMITS.reportTextMax })),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;

export const ReportResponse = Type.Object({
  reported: Type.Literal(true),
  /** The item reached the threshold of trusted reporters and is hidden until staff review it. */
  hidden: Type.Boolean(),
});
export type ReportResponse = Static<typeof ReportResponse>;

/** `POST /api/v1/offers/{id}/expired_reports` ("¿Expiró?"). */
export const ExpiryReportResponse = Type.Object({
  expired: Type.Boolean(),
  /** Distinct users who said so. */
  reports: Type.Integer({ minimum: 0 }),
  /** How many it takes. */
  needed: Type.Integer({ minimum: 1 }),
});
export type ExpiryReportResponse = Static<typeof ExpiryReportResponse>;

export const ModerationPerson = Type.Object({ id: ObjectIdString, username: Type.String() });
export type ModerationPerson = Static<typeof ModerationPerson>;

export const ModerationReport = Type.Object({
  id: ObjectIdString,
  reason: ReportReason,
  text: Type.String(),
  reporter: Nullable(ModerationPerson),
  created_at: ISODate,
});
export type ModerationReport = Static<typeof ModerationReport>;

/** One thing waiting for staff: held for review (`pending`) or public but reported (`reported`). */
export const ModerationItem = Type.Object({
  kind: ReportTargetKind,
  id: ObjectIdString,
  state: Type.Union([Type.Literal('pending'), Type.Literal('reported')]),
  title: Type.String(),
  excerpt: Type.String(),
  /** Where it lives on the site (for `comment`, its offer's page). */
  public_url: Nullable(Type.String()),
  author: Nullable(ModerationPerson),
  /** Why it waits, in Spanish. */
  reason: Type.String(),
  reports: Type.Array(ModerationReport),
  created_at: ISODate,
});
export type ModerationItem = Static<typeof ModerationItem>;

export const ModerationQueue = Type.Object({ items: Type.Array(ModerationItem), total: Type.Integer({ minimum: 0 }) });
export type ModerationQueue = Static<typeof ModerationQueue>;

export const ModerationCounts = Type.Object({
  pending: Type.Integer({ minimum: 0 }),
  reported: Type.Integer({ minimum: 0 }),
});
export type ModerationCounts = Static<typeof ModerationCounts>;

export const ModerationTarget = Type.Object({ kind: ReportTargetKind, id: ObjectIdString });
export type ModerationTarget = Static<typeof ModerationTarget>;

/** Approve, optionally with corrections made by staff first (offers and topics: title; offers: link and prices). */
export const ApproveBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    price: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
    previous_price: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  },
  { additionalProperties: false },
);
export type ApproveBody = Static<typeof ApproveBody>;

export const RejectBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: MODERATION_LIMITS.rejectReasonMax }) },
  { additionalProperties: false },
);
export type RejectBody = Static<typeof RejectBody>;

export const ModerationDecision = Type.Object({
  kind: ReportTargetKind,
  id: ObjectIdString,
  state: Type.Union([Type.Literal('published'), Type.Literal('rejected'), Type.Literal('dismissed')]),
});
export type ModerationDecision = Static<typeof ModerationDecision>;

/** Staff's say on an account: `auto` follows the rules, `trusted` publishes at once, `restricted` always goes to the queue. */
export const TrustOverride = Type.Union([Type.Literal('auto'), Type.Literal('trusted'), Type.Literal('restricted')]);
export type TrustOverride = Static<typeof TrustOverride>;
export const TrustBody = Type.Object({ trust: TrustOverride }, { additionalProperties: false });
export type TrustBody = Static<typeof TrustBody>;
export const TrustState = Type.Object({
  user_id: ObjectIdString,
  trust: TrustOverride,
  trusted: Type.Boolean(),
  /** Spanish: why (for staff and the author). */
  reason: Type.String(),
});
export type TrustState = Static<typeof TrustState>;

export const AuditEntry = Type.Object({
  id: ObjectIdString,
  actor: Nullable(ModerationPerson),
  action: Type.String(),
  target_kind: Type.String(),
  target_id: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  at: ISODate,
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditLogPage = Type.Object({ items: Type.Array(AuditEntry), total: Type.Integer({ minimum: 0 }) });
export type AuditLogPage = Static<typeof AuditLogPage>;

/** `GET /api/v1/offers/duplicates?url=&title=&shop=`: offers that look like the one being shared. */
export const DuplicateOffer = Type.Object({
  id: ObjectIdString,
  title: Type.String(),
  public_url: Type.String(),
  match: Type.Union([Type.Literal('url'), Type.Literal('title')]),
});
export type DuplicateOffer = Static<typeof DuplicateOffer>;
export const DuplicatesResponse = Type.Object({ items: Type.Array(DuplicateOffer) });
export type DuplicatesResponse = Static<typeof DuplicatesResponse>;

export const HideBody = Type.Object({ hidden: Type.Boolean() }, { additionalProperties: false });
export const TopicFlagsBody = Type.Object({ locked: Type.Optional(Type.Boolean()), pinned: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export const FeatureBody = Type.Object({ featured: Type.Boolean() }, { additionalProperties: false });
export const MergeBody = Type.Object({ into: ObjectIdString }, { additionalProperties: false });
export const MergeResult = Type.Object({ id: ObjectIdString, into: ObjectIdString, votes: Type.Integer({ minimum: 0 }), comments: Type.Integer({ minimum: 0 }) });
export type MergeResult = Static<typeof MergeResult>;
export const StaffChange = Type.Object({ kind: ReportTargetKind, id: ObjectIdString, changed: Type.Record(Type.String(), Type.Unknown()) });
export type StaffChange = Static<typeof StaffChange>;

/** Removes what only tracks a visit (`utm_*`, `gclid`, `fbclid`…), `www.`, the scheme, the fragment and a trailing slash: one key per page. */
export function normalizeOfferUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const params = [...url.searchParams.entries()]
    .filter(([key]) => !/^(utm_.*|gclid|fbclid|gbraid|wbraid|msclkid|mc_eid|mc_cid|yclid|_ga|igshid|ref_src)$/i.test(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  const path = url.pathname.replace(/\/+$/, '') || '';
  const port = url.port ? `:${url.port}` : '';
  return `${host}${port}${path}${query}`;
}
