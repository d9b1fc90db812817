// The search rules both sides apply (SPEC §2, §5, §9). Pure and TypeBox-free, so the search box
// imports them as `@gangazo/contracts/catalog/search-rules` without bundling the schemas.

export const SEARCH_LIMITS = {
  /** Shortest term after trimming (SPEC §5). */
  minLength: 3,
  maxLength: 100,
  /** Results per group. */
  perGroup: 5,
  /** Wait after the last keystroke before searching (SPEC §9). */
  debounceMs: 300,
  /** Delay before the box resets after losing focus (SPEC §9). */
  blurResetMs: 200,
  /** Labels are cut at this many characters plus '...' (SPEC §9). */
  labelLength: 30,
} as const;

/** Cuts a label at 30 characters and adds '...' (SPEC §2, §9); counts characters, not UTF-16 units. */
export function truncateLabel(label: string, length: number = SEARCH_LIMITS.labelLength): string {
  const chars = Array.from(label);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : label;
}
