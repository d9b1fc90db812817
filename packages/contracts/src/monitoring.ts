import { Type, type Static } from '@sinclair/typebox';

/**
 * Why a part of the site failed, on every report and load result:
 * - `render`: a component threw while React drew it (caught by an error boundary);
 * - `runtime`: an event handler, a timer, a promise or a remote's start-up threw;
 * - `load-timeout`: the remote's manifest or entry did not answer in time;
 * - `load-network`: its host refused, failed or answered an error;
 * - `platform-mismatch`: the remote was built for a platform this shell does not offer;
 * - `chunk-missing`: a file its build names is not there (a deploy removed it).
 */
export const MONITORING_REASONS = ['render', 'runtime', 'load-timeout', 'load-network', 'platform-mismatch', 'chunk-missing'] as const;
export const MonitoringReason = Type.Union(MONITORING_REASONS.map((reason) => Type.Literal(reason)));
export type MonitoringReason = (typeof MONITORING_REASONS)[number];

/** `shell` or a remote's name (the registry's `RemoteName`); the BFF accepts only registered ones. */
export const MonitoringSource = Type.String({ pattern: '^[a-z][a-z0-9_]{1,30}$', maxLength: 40 });

/** An error report from the browser, posted to the `/monitoring` tunnel (spec §7 Other). */
export const MonitoringReport = Type.Object({
  /** Which part failed: `shell` or a remote's name. */
  source: MonitoringSource,
  version: Type.String({ maxLength: 64 }),
  level: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  /** Missing on reports from an older shell: counted as `runtime`. */
  reason: Type.Optional(MonitoringReason),
  message: Type.String({ minLength: 1, maxLength: 2000 }),
  stack: Type.Optional(Type.String({ maxLength: 20000 })),
  url: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type MonitoringReport = Static<typeof MonitoringReport>;

/** How one load of a remote in a browser ended: `ok`, or why it failed. */
export const RemoteLoadResult = Type.Union([Type.Literal('ok'), MonitoringReason]);
export type RemoteLoadResult = Static<typeof RemoteLoadResult>;

/** One load of a remote as the shell measured it (from asking the registry's entry to a module). */
export const RemoteLoadSample = Type.Object({
  remote: MonitoringSource,
  version: Type.String({ maxLength: 64 }),
  /** Milliseconds; a load is given up after a few seconds, so anything above a minute is not a load. */
  ms: Type.Number({ minimum: 0, maximum: 60_000 }),
  result: RemoteLoadResult,
});
export type RemoteLoadSample = Static<typeof RemoteLoadSample>;

/** Body of `POST /monitoring/loads`: the loads a page made, sent in one batch. */
export const RemoteLoadBatch = Type.Object({ loads: Type.Array(RemoteLoadSample, { minItems: 1, maxItems: 30 }) });
export type RemoteLoadBatch = Static<typeof RemoteLoadBatch>;

/** A report as the BFF keeps it for the admin page (the stack cut short). */
export const StoredMonitoringReport = Type.Intersect([
  Type.Omit(MonitoringReport, ['reason']),
  Type.Object({ reason: MonitoringReason, receivedAt: Type.String() }),
]);
export type StoredMonitoringReport = Static<typeof StoredMonitoringReport>;

/** One remote's health over the last hour, from what browsers reported to this BFF instance. */
export const RemoteHealth = Type.Object({
  /** A registered remote's name, or `shell`. */
  name: Type.String(),
  /** The registry's live version (the shell's own for `shell`). */
  version: Type.String(),
  errorsLastHour: Type.Integer({ minimum: 0 }),
  errorsByReason: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  loadsLastHour: Type.Integer({ minimum: 0 }),
  /** Share of loads that ended `ok` (0..1); null without loads. */
  loadSuccessRate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
  /** 75th percentile of successful load times, in ms; null without any. */
  p75LoadMs: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  /** The last reports kept (at most 50), newest first. */
  lastReports: Type.Array(StoredMonitoringReport),
});
export type RemoteHealth = Static<typeof RemoteHealth>;

export const RemotesHealthResponse = Type.Object({ remotes: Type.Array(RemoteHealth) });
export type RemotesHealthResponse = Static<typeof RemotesHealthResponse>;
