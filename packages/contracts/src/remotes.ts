import { Type, type Static } from '@sinclair/typebox';

/** Version of `@gangazo/platform` this build of the shell provides; remotes declare a range. */
export const PLATFORM_VERSION = '1.1.0';

/** Places in the shell's frame a remote may fill. */
export const SlotName = Type.Union([
  Type.Literal('topbar.search'),
  Type.Literal('overlay'),
]);
export type SlotName = Static<typeof SlotName>;

/**
 * Slots one remote at a time may fill: the top bar has room for one search box. `overlay` is a
 * layer every remote may draw its dialogs into (auth's sign-in, coupons' coupon modal), so it is shared.
 */
export const EXCLUSIVE_SLOTS: readonly SlotName[] = ['topbar.search'];

export const RemoteName = Type.String({ pattern: '^[a-z][a-z0-9_]{1,30}$' });

/** `remote.json`, emitted by every remote build next to its `mf-manifest.json`. */
export const RemoteDescriptor = Type.Object({
  /** Federation container name and the folder under /mf/ (e.g. `auth`). */
  name: RemoteName,
  version: Type.String({ minLength: 1, maxLength: 64 }),
  /** Absolute client route paths in React Router syntax (`/ofertas/:slug`, `/perfil/:id/*`). */
  routes: Type.Array(Type.String({ pattern: '^/', maxLength: 200 }), { maxItems: 100 }),
  slots: Type.Array(SlotName, { maxItems: 10 }),
  /** semver range of `@gangazo/platform` the remote was built against, e.g. `^1.0.0`. */
  platform: Type.String({ minLength: 1, maxLength: 32 }),
  /** The server container (Node build) beside `remote.json`, e.g. `server/remoteEntry.js`; none: browser only. */
  serverEntry: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_./-]+\\.js$', maxLength: 200 })),
});
export type RemoteDescriptor = Static<typeof RemoteDescriptor>;

/** One entry of the registry the BFF keeps: where a remote's current build lives. */
export const RemoteEntry = Type.Intersect([
  RemoteDescriptor,
  Type.Object({
    /** URL of the remote's `mf-manifest.json` (relative to the site or absolute). */
    entry: Type.String({ minLength: 1, maxLength: 500 }),
    /** URL of its server container, which the BFF renders pages with; none: rendered in the browser only. */
    serverEntry: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    /** `local`: found in this checkout's build; `deployed`: published by a team through the API. */
    source: Type.Union([Type.Literal('local'), Type.Literal('deployed')]),
    updatedAt: Type.String(),
  }),
]);
export type RemoteEntry = Static<typeof RemoteEntry>;

export const RemotesResponse = Type.Object({ remotes: Type.Array(RemoteEntry) });
export type RemotesResponse = Static<typeof RemotesResponse>;

/** Body of `PUT /api/v1/remotes/:name`: a team's deploy of a new build. */
export const RemoteDeployBody = Type.Object({
  version: Type.String({ minLength: 1, maxLength: 64 }),
  entry: Type.String({ minLength: 1, maxLength: 500 }),
  /** Absolute URL of the server container of the same build (its `remote.json` `serverEntry`). */
  serverEntry: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  routes: Type.Array(Type.String({ pattern: '^/', maxLength: 200 }), { maxItems: 100 }),
  slots: Type.Array(SlotName, { maxItems: 10 }),
  platform: Type.String({ minLength: 1, maxLength: 32 }),
});
export type RemoteDeployBody = Static<typeof RemoteDeployBody>;

/**
 * Data the BFF inlines into the shell's HTML as
 * `<script id="gangazo-bootstrap" type="application/json">…</script>`,
 * so the shell can load remotes without an extra round trip.
 */
export const ShellBootstrap = Type.Object({
  siteName: Type.String(),
  siteUrl: Type.String(),
  apiBase: Type.String(),
  remotes: Type.Array(RemoteEntry),
  googleClientId: Type.Optional(Type.String()),
  adminUrl: Type.Optional(Type.String()),
});
export type ShellBootstrap = Static<typeof ShellBootstrap>;

/**
 * One step in a remote's deploy history. `deploy`: a team's `PUT`; `release`: `DELETE`, back to the
 * build this BFF serves itself; `removal`: `DELETE` of a remote this BFF has no build of; `rollback`:
 * back to the step before the live one (`restores` names it; 0 is this BFF's own build).
 */
export const RemoteDeployKind = Type.Union([Type.Literal('deploy'), Type.Literal('rollback'), Type.Literal('release'), Type.Literal('removal')]);
export type RemoteDeployKind = Static<typeof RemoteDeployKind>;

export const RemoteDeployRecord = Type.Object({
  /** 1, 2, 3… per remote, in the order the steps happened. */
  seq: Type.Integer({ minimum: 1 }),
  kind: RemoteDeployKind,
  version: Type.String(),
  entry: Type.String(),
  serverEntry: Type.Optional(Type.String()),
  routes: Type.Array(Type.String()),
  slots: Type.Array(SlotName),
  platform: Type.String(),
  /** Who did it: the deploy token's name (`ops`, or the remote's own name) or `superadmin:<username>`. */
  by: Type.String(),
  /** When (ISO 8601). */
  at: Type.String(),
  restores: Type.Optional(Type.Integer({ minimum: 0 })),
  /** A later rollback undid this step; a further rollback skips it. */
  rolledBack: Type.Boolean(),
});
export type RemoteDeployRecord = Static<typeof RemoteDeployRecord>;

export const RemoteHistoryQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
});
export type RemoteHistoryQuery = Static<typeof RemoteHistoryQuery>;

/** `GET /api/v1/remotes/:name/history`: newest first. */
export const RemoteHistoryResponse = Type.Object({
  name: Type.String(),
  deploys: Type.Array(RemoteDeployRecord),
});
export type RemoteHistoryResponse = Static<typeof RemoteHistoryResponse>;

/** `POST /api/v1/remotes/:name/rollback`: what is live now (absent: the remote left the registry) and the step recorded. */
export const RemoteRollbackResponse = Type.Object({
  live: Type.Optional(RemoteEntry),
  step: RemoteDeployRecord,
});
export type RemoteRollbackResponse = Static<typeof RemoteRollbackResponse>;
