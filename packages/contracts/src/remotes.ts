import { Type, type Static } from '@sinclair/typebox';

/** Version of `@gangazo/platform` this build of the shell provides; remotes declare a range. */
export const PLATFORM_VERSION = '1.2.0';

/** Places in the shell's frame a remote may fill. */
export const SlotName = Type.Union([
  Type.Literal('topbar.search'),
  /** The signed-in user's notifications bell, before the user menu (the shell reserves its 40 px box). */
  Type.Literal('topbar.notifications'),
  Type.Literal('overlay'),
]);
export type SlotName = Static<typeof SlotName>;

/**
 * Slots one remote at a time may fill: the top bar has room for one search box and one bell. `overlay` is a
 * layer every remote may draw its dialogs into (auth's sign-in, coupons' coupon modal), so it is shared.
 */
export const EXCLUSIVE_SLOTS: readonly SlotName[] = ['topbar.search', 'topbar.notifications'];

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

/** Share of browsers (0–100) a canary reaches; each browser keeps one bucket, so it stays in or out. */
export const CanaryPercent = Type.Integer({ minimum: 0, maximum: 100 });

/**
 * A build of a remote offered to a share of browsers beside its stable entry, until it is promoted
 * (it becomes the stable entry) or dropped. The server always renders pages with the stable entry.
 */
export const RemoteCanary = Type.Object({
  version: Type.String({ minLength: 1, maxLength: 64 }),
  entry: Type.String({ minLength: 1, maxLength: 500 }),
  serverEntry: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  routes: Type.Array(Type.String({ pattern: '^/', maxLength: 200 }), { maxItems: 100 }),
  slots: Type.Array(SlotName, { maxItems: 10 }),
  platform: Type.String({ minLength: 1, maxLength: 32 }),
  percent: CanaryPercent,
  updatedAt: Type.String(),
});
export type RemoteCanary = Static<typeof RemoteCanary>;

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
    /** A canary deploy in progress: browsers whose bucket is below its `percent` load it instead. */
    canary: Type.Optional(RemoteCanary),
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
  /**
   * Present: the build goes out as a canary to this share of browsers; the stable entry stays.
   * Sending it again with another share changes the share (the build is checked again).
   */
  canary: Type.Optional(Type.Object({ percent: CanaryPercent }, { additionalProperties: false })),
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
 * One step in a remote's deploy history. `deploy`: a team's `PUT`, or a promoted canary (`promotes`
 * names the canary step); `release`: `DELETE`, back to the build this BFF serves itself; `removal`:
 * `DELETE` of a remote this BFF has no build of; `rollback`: back to the step before the live one
 * (`restores` names it; 0 is this BFF's own build). `canary`: a build sent to `percent` % of browsers
 * (or a new share for it); `canary-drop`: the canary withdrawn. Canary steps never change the stable
 * entry, so a rollback skips them.
 */
export const RemoteDeployKind = Type.Union([
  Type.Literal('deploy'),
  Type.Literal('rollback'),
  Type.Literal('release'),
  Type.Literal('removal'),
  Type.Literal('canary'),
  Type.Literal('canary-drop'),
]);
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
  /** `canary`: the share of browsers it went to. */
  percent: Type.Optional(CanaryPercent),
  /** A `deploy` that promoted a canary: the seq of that canary's step. */
  promotes: Type.Optional(Type.Integer({ minimum: 1 })),
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

/**
 * A version a staff member may load in their own browser only (an override, like OpenMRS's import-map
 * overrides): `live` the stable entry, `canary` the canary, `earlier` a previous deploy, `local` this
 * site's own build. Only these are offered; the shell never loads an entry a browser made up.
 */
export const RemoteVersionChoice = Type.Object({
  kind: Type.Union([Type.Literal('live'), Type.Literal('canary'), Type.Literal('earlier'), Type.Literal('local')]),
  version: Type.String(),
  entry: Type.String(),
  serverEntry: Type.Optional(Type.String()),
  routes: Type.Array(Type.String()),
  slots: Type.Array(SlotName),
  platform: Type.String(),
});
export type RemoteVersionChoice = Static<typeof RemoteVersionChoice>;

/** `GET /api/v1/remotes/:name/versions` (editors, admins, superadmins): newest first, one per entry. */
export const RemoteVersionsResponse = Type.Object({
  name: Type.String(),
  versions: Type.Array(RemoteVersionChoice),
});
export type RemoteVersionsResponse = Static<typeof RemoteVersionsResponse>;

/** `POST /api/v1/remotes/:name/promote`: the entry now live for everyone and the step recorded. */
export const RemotePromoteResponse = Type.Object({
  live: RemoteEntry,
  step: RemoteDeployRecord,
});
export type RemotePromoteResponse = Static<typeof RemotePromoteResponse>;
