import { formatCOP, formatDate } from './format';

describe('formatCOP', () => {
  it('formats pesos with dots for thousands and no decimals', () => {
    expect(formatCOP(1299900)).toBe('$\u00a01.299.900');
    expect(formatCOP(0)).toBe('$\u00a00');
  });

  it('rounds cents away, since prices in COP have none', () => {
    expect(formatCOP(45999.6)).toBe('$\u00a046.000');
  });
});

describe('formatDate', () => {
  it('writes the day in Spanish, in Colombia’s time zone', () => {
    // 03:00 UTC on 6 March is still 5 March in Bogotá.
    expect(formatDate('2025-03-06T03:00:00Z')).toBe('5 de marzo de 2025');
    expect(formatDate('2025-03-06T03:00:00Z', 'short')).toBe('05/03/2025');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatDate('no es fecha')).toBe('');
  });
});
