import { truncateLabel as contractTruncateLabel } from '@gangazo/contracts';
import { truncateLabel } from './results';

const LABELS = ['', 'Éxito', 'a'.repeat(30), 'a'.repeat(31), `${'ñ'.repeat(29)}😀x`, 'Televisor Samsung 55 pulgadas 4K Crystal UHD', '👍'.repeat(40)];

describe('truncateLabel', () => {
  it('keeps labels of up to 30 characters and cuts longer ones at 30 plus "..."', () => {
    expect(truncateLabel('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncateLabel('a'.repeat(31))).toBe(`${'a'.repeat(30)}...`);
    // Characters, not UTF-16 units: accents and emoji count once.
    expect(truncateLabel(`${'ñ'.repeat(29)}😀x`)).toBe(`${'ñ'.repeat(29)}😀...`);
  });

  it('cuts exactly as the contract’s truncateLabel does', () => {
    for (const label of LABELS) expect(truncateLabel(label)).toBe(contractTruncateLabel(label));
    for (const label of LABELS) expect(truncateLabel(label, 5)).toBe(contractTruncateLabel(label, 5));
  });
});
