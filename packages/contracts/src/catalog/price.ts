// Prices are Colombian pesos as integers (no cents): 1899900 is shown as '$ 1.899.900'.

/** True for a whole, non-negative number of pesos that fits a double exactly. */
export function isValidCop(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0;
}

/**
 * Reads a price a person typed: '$ 1.899.900', '1.899.900', '1899900'. Dots group thousands in
 * es-CO; a comma would start cents, which COP prices do not have, so it is rejected.
 */
export function parseCop(text: string): number | null {
  const compact = text.replace(/[\s\u00a0$]/g, '').replace(/^COP/i, '');
  if (!/^\d{1,3}(\.\d{3})*$|^\d+$/.test(compact)) return null;
  const amount = Number(compact.replace(/\./g, ''));
  return isValidCop(amount) ? amount : null;
}

/**
 * Discount shown on a card, in whole percent, from the current and the previous price.
 * Null when there is nothing to compare (missing or zero previous price, or no price drop).
 * Rounded down, so a card never promises more than the real saving.
 */
export function discountPercent(price: number | null | undefined, previousPrice: number | null | undefined): number | null {
  if (price == null || previousPrice == null) return null;
  if (!isValidCop(price) || !isValidCop(previousPrice) || previousPrice === 0 || price >= previousPrice) return null;
  return Math.floor(((previousPrice - price) * 100) / previousPrice);
}

/** How many pesos are saved, or null when the previous price is not higher. */
export function savingsCop(price: number | null | undefined, previousPrice: number | null | undefined): number | null {
  if (price == null || previousPrice == null || previousPrice <= price) return null;
  return previousPrice - price;
}
