import { Type, type Static } from '@sinclair/typebox';

/** An error report from the browser, posted to the `/monitoring` tunnel (spec §7 Other). */
export const MonitoringReport = Type.Object({
  /** Which part failed: `shell` or a remote's name. */
  source: Type.String({ minLength: 1, maxLength: 40 }),
  version: Type.String({ maxLength: 64 }),
  level: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  message: Type.String({ minLength: 1, maxLength: 2000 }),
  stack: Type.Optional(Type.String({ maxLength: 20000 })),
  url: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type MonitoringReport = Static<typeof MonitoringReport>;
