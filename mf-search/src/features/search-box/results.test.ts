import { truncateLabel } from './results';

describe('truncateLabel', () => {
  it('keeps labels of up to 30 characters and cuts longer ones at 30 plus "..."', () => {
    expect(truncateLabel('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncateLabel('a'.repeat(31))).toBe(`${'a'.repeat(30)}...`);
    // Characters, not UTF-16 units: accents and emoji count once.
    expect(truncateLabel(`${'ñ'.repeat(29)}😀x`)).toBe(`${'ñ'.repeat(29)}😀...`);
  });
});
