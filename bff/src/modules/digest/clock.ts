// Colombian time for the daily summary. America/Bogota is UTC−5 all year (no daylight saving since
// 1993), so a fixed offset is exact and needs no time-zone data.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

const OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Colombian calendar day of an instant, `YYYY-MM-DD`. */
export function bogotaDay(instant: Date): string {
  return new Date(instant.getTime() - OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant `hour`:00 strikes in Bogotá on the Colombian day of `instant`. */
export function bogotaHourOn(instant: Date, hour: number): Date {
  const local = new Date(instant.getTime() - OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour) + OFFSET_MS);
}

/** The first instant strictly after `now` at which the summary is due (`hour`:00 Bogotá). */
export function nextDigestAt(now: Date, hour: number): Date {
  const today = bogotaHourOn(now, hour);
  return today.getTime() > now.getTime() ? today : new Date(today.getTime() + DAY_MS);
}

/** Whether today's summary is due by `now` (today's hour has struck in Bogotá). */
export function digestDueToday(now: Date, hour: number): boolean {
  return now.getTime() >= bogotaHourOn(now, hour).getTime();
}
