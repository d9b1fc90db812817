import { formatCOP, formatCount, formatDate } from './format';

describe('formatCOP', () => {
  it('formats pesos with dots for thousands and no decimals', () => {
    expect(formatCOP(1299900)).toBe('$\u00a01.299.900');
    expect(formatCOP(0)).toBe('$\u00a00');
  });

  it('rounds cents away, since prices in COP have none', () => {
    expect(formatCOP(45999.6)).toBe('$\u00a046.000');
  });

  // Amounts of every size, halves, negatives and what is not a number: the written-out format
  // must be Intl's to the character, or server and browser pages would differ from before.
  const amounts = [0, -0, 0.4, 0.5, 1.5, 2.5, -0.4, -0.5, -2.5, 999, 999.5, 1000, 9999, 10_000, 99_999.5, 123_456, 1_299_900, -1500, 2 ** 53 - 1, 2 ** 53, 1e21, 1e300, Number.NaN, Infinity, -Infinity];
  // And 20 000 more, from cents to thousands of millions, by a fixed sequence (repeatable).
  for (let i = 0, x = 0.37; i < 20_000; i++, x = (x * 9301 + 49297) % 233280) amounts.push(((x / 233280) * 10 ** (i % 12)) * (i % 7 === 0 ? -1 : 1));

  it('gives what Intl gives for es-CO pesos, for every kind of amount', () => {
    const intl = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });
    for (const amount of amounts) expect([amount, formatCOP(amount)]).toEqual([amount, intl.format(amount)]);
  });

  it('counts like Intl too, whole numbers written out and fractions left to it', () => {
    const intl = new Intl.NumberFormat('es-CO');
    expect(formatCount(12_480)).toBe('12.480');
    for (const value of [...amounts, ...amounts.map(Math.round)]) expect([value, formatCount(value)]).toEqual([value, intl.format(value)]);
  });
});

describe('formatDate', () => {
  it('writes the day in Spanish, in Colombia’s time zone', () => {
    // 03:00 UTC on 6 March is still 5 March in Bogotá.
    expect(formatDate('2025-03-06T03:00:00Z')).toBe('5 de marzo de 2025');
    expect(formatDate('2025-03-06T03:00:00Z', 'short')).toBe('05/03/2025');
  });

  it('gives the day Intl gives for America/Bogota, over 12 000 instants from 1994 to 2069', () => {
    const long = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Bogota' });
    const short = new Intl.DateTimeFormat('es-CO', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Bogota' });
    const start = Date.UTC(1994, 0, 1);
    const step = 1_987_654_321 / 10; // about 2.3 days and an odd number of minutes: every hour of the day comes up
    for (let instant = start, i = 0; i < 12_000; instant += step, i++) {
      expect([instant, formatDate(instant)]).toEqual([instant, long.format(instant)]);
      expect([instant, formatDate(instant, 'short')]).toEqual([instant, short.format(instant)]);
    }
  });

  it('changes day at midnight in Bogotá (05:00 UTC)', () => {
    expect(formatDate('2026-12-31T04:59:59Z')).toBe('30 de diciembre de 2026');
    expect(formatDate('2026-12-31T05:00:00Z')).toBe('31 de diciembre de 2026');
    expect(formatDate(new Date('2027-01-01T04:59:59.999Z'), 'short')).toBe('31/12/2026');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatDate('no es fecha')).toBe('');
  });
});
