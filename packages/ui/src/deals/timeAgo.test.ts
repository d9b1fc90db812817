import { ago, timeAgo, type TimeAgoUnit } from './timeAgo';

const NOW = Date.parse('2025-03-06T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('timeAgo (relative time in Spanish)', () => {
  it.each([
    [20_000, 'hace un momento'],
    [60_000, 'hace 1 minuto'],
    [45 * 60_000, 'hace 45 minutos'],
    [3 * 3_600_000 + 59 * 60_000, 'hace 3 horas'],
    [26 * 3_600_000, 'hace 1 día'],
    [12 * 86_400_000, 'hace 12 días'],
    [75 * 86_400_000, 'hace 2 meses'],
    [800 * 86_400_000, 'hace 2 años'],
  ])('%i ms ago is "%s"', (ms, expected) => {
    expect(timeAgo(before(ms), NOW)).toBe(expected);
  });

  it('treats a date a little in the future (clock skew) as just now, and nonsense as nothing', () => {
    expect(timeAgo(new Date(NOW + 5_000).toISOString(), NOW)).toBe('hace un momento');
    expect(timeAgo('ayer', NOW)).toBe('');
  });
});

describe('ago', () => {
  it('says every count from 1 to 999 of every unit as Intl.RelativeTimeFormat es-CO does', () => {
    const intl = new Intl.RelativeTimeFormat('es-CO', { numeric: 'always' });
    const units: TimeAgoUnit[] = ['minute', 'hour', 'day', 'month', 'year'];
    for (const unit of units) {
      for (let count = 1; count < 1000; count++) expect(ago(count, unit)).toBe(intl.format(-count, unit));
    }
  });
});
