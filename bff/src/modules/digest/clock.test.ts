import { bogotaDay, bogotaHourOn, digestDueToday, nextDigestAt } from './clock';

const at = (iso: string) => new Date(iso);

test('the Colombian day turns at 05:00 UTC, all year (UTC−5, no daylight saving)', () => {
  expect(bogotaDay(at('2026-11-25T04:59:59.999Z'))).toBe('2026-11-24');
  expect(bogotaDay(at('2026-11-25T05:00:00.000Z'))).toBe('2026-11-25');
  expect(bogotaDay(at('2026-03-08T04:30:00Z'))).toBe('2026-03-07'); // the US changes clocks this weekend; Colombia does not
  expect(bogotaDay(at('2026-07-01T04:30:00Z'))).toBe('2026-06-30');
  expect(bogotaDay(at('2027-01-01T04:59:00Z'))).toBe('2026-12-31');
  expect(bogotaDay(at('2024-03-01T04:00:00Z'))).toBe('2024-02-29');
});

test('the summary hour in Bogotá, and the next time it strikes, over every hour of a year', () => {
  const start = Date.UTC(2026, 0, 1);
  for (let step = 0; step < 365 * 24; step += 7) {
    const now = new Date(start + step * 3_600_000 + 17 * 60_000);
    for (const hour of [0, 7, 23]) {
      const next = nextDigestAt(now, hour);
      expect(next.getTime()).toBeGreaterThan(now.getTime());
      expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(24 * 3_600_000);
      // It strikes at hour:00 Bogotá = hour+5 UTC.
      expect(next.getUTCHours()).toBe((hour + 5) % 24);
      expect(next.getUTCMinutes()).toBe(0);
      expect(digestDueToday(now, hour)).toBe(bogotaDay(next) !== bogotaDay(now));
    }
  }
});

test('around midnight in Bogotá', () => {
  // 23:30 on the 24th in Bogotá, summary at 07:00: due on the 25th at 12:00 UTC.
  expect(nextDigestAt(at('2026-11-25T04:30:00Z'), 7).toISOString()).toBe('2026-11-25T12:00:00.000Z');
  expect(digestDueToday(at('2026-11-25T04:30:00Z'), 7)).toBe(true);
  // 00:30 on the 25th: not yet due that day.
  expect(digestDueToday(at('2026-11-25T05:30:00Z'), 7)).toBe(false);
  // A summary at midnight: 00:00 Bogotá is 05:00 UTC.
  expect(bogotaHourOn(at('2026-11-25T05:00:00Z'), 0).toISOString()).toBe('2026-11-25T05:00:00.000Z');
  expect(nextDigestAt(at('2026-11-25T05:00:00Z'), 0).toISOString()).toBe('2026-11-26T05:00:00.000Z');
  expect(nextDigestAt(at('2026-11-25T04:59:59Z'), 0).toISOString()).toBe('2026-11-25T05:00:00.000Z');
  // New year's eve.
  expect(nextDigestAt(at('2027-01-01T03:00:00Z'), 7).toISOString()).toBe('2027-01-01T12:00:00.000Z');
});
