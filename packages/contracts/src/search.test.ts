import { SEARCH_LIMITS, SEARCH_MIN_LENGTH_MESSAGE, truncateLabel } from './search';

describe('search contract', () => {
  it('keeps the SPEC §5 and §9 limits', () => {
    expect(SEARCH_LIMITS).toMatchObject({ minLength: 3, perGroup: 5, debounceMs: 300, blurResetMs: 200, labelLength: 30 });
  });

  it('asks for letters or numbers, not just characters, when a term is too short', () => {
    expect(SEARCH_MIN_LENGTH_MESSAGE).toBe('Escribe al menos 3 letras o números para buscar.');
  });

  it('cuts labels at 30 characters plus "...", counting characters rather than UTF-16 units', () => {
    expect(truncateLabel('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncateLabel('a'.repeat(31))).toBe(`${'a'.repeat(30)}...`);
    expect(truncateLabel(`${'ñ'.repeat(29)}😀x`)).toBe(`${'ñ'.repeat(29)}😀...`);
  });
});
