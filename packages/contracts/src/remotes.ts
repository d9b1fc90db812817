import { Type, type Static } from '@sinclair/typebox';

/** Version of `@gangazo/platform` this build of the shell provides; remotes declare a range. */
export const PLATFORM_VERSION = '1.1.0';

/** Places in the shell's frame a remote may fill. */
export const SlotName = Type.Union([
  Type.Literal('topbar.search'),
  Type.Literal('overlay'),
]);
export type SlotName = Static<typeof SlotName>;

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
