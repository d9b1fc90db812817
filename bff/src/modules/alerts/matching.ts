// Which alerts an offer satisfies. Pure functions and an in-memory index: matching a new offer
// against every active alert must stay well under 50 ms with 10 000 alerts on the embedded engine,
// which cannot index an array-membership query, so the candidates come from memory.
import { normalizeText } from '../../lib/text';

export interface ActiveAlert {
  id: string;
  userId: string;
  /** Normalized words; every one must be in the offer's title. */
  tokens: string[];
  excludedTokens: string[];
  shopId: string | null;
  categoryId: string | null;
  maxPrice: number | null;
  minTemperature: number | null;
  email: 'none' | 'instant' | 'digest';
  /** The first word as typed, for the notification's text. */
  label: string;
}

export interface OfferFacts {
  authorId: string | null;
  /** The title's normalized words. */
  words: ReadonlySet<string>;
  shopId: string | null;
  /** The offer's category and its parent: an alert on a top category takes its sub-categories too. */
  categoryIds: ReadonlySet<string>;
  price: number | null;
}

/** `['Televisor  Samsung', 'LG']` → `['televisor', 'samsung', 'lg']` (each distinct word once). */
export function alertTokens(words: readonly string[]): string[] {
  const tokens = new Set<string>();
  for (const word of words) for (const token of normalizeText(word).split(' ')) if (token) tokens.add(token);
  return [...tokens];
}

/** Everything but temperature: words, excluded words, shop, category, price, and never the author's own offer. */
export function matchesOffer(alert: ActiveAlert, offer: OfferFacts): boolean {
  if (offer.authorId !== null && alert.userId === offer.authorId) return false;
  if (alert.shopId !== null && alert.shopId !== offer.shopId) return false;
  if (alert.categoryId !== null && !offer.categoryIds.has(alert.categoryId)) return false;
  if (alert.maxPrice !== null && (offer.price === null || offer.price > alert.maxPrice)) return false;
  for (const token of alert.tokens) if (!offer.words.has(token)) return false;
  for (const token of alert.excludedTokens) if (offer.words.has(token)) return false;
  return true;
}

/** On publication: an alert with a minimum temperature waits until the offer is that hot. */
export function hotEnoughNow(alert: ActiveAlert, temperature: number): boolean {
  return alert.minTemperature === null || temperature >= alert.minTemperature;
}

/** On a vote: the alert's minimum was crossed upwards by this change. */
export function crossedUpwards(alert: ActiveAlert, before: number, after: number): boolean {
  return alert.minTemperature !== null && before < alert.minTemperature && after >= alert.minTemperature;
}

/**
 * Active alerts keyed by one of their words (the longest: rarer words give fewer candidates). An
 * alert needs every word, so an offer can only match alerts whose key word is in its title.
 */
export class AlertIndex {
  private readonly byKey = new Map<string, Map<string, ActiveAlert>>();
  private readonly keyOf = new Map<string, string>();

  get size(): number {
    return this.keyOf.size;
  }

  clear(): void {
    this.byKey.clear();
    this.keyOf.clear();
  }

  put(alert: ActiveAlert): void {
    this.remove(alert.id);
    const key = [...alert.tokens].sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
    if (!key) return;
    let bucket = this.byKey.get(key);
    if (!bucket) this.byKey.set(key, (bucket = new Map()));
    bucket.set(alert.id, alert);
    this.keyOf.set(alert.id, key);
  }

  remove(alertId: string): void {
    const key = this.keyOf.get(alertId);
    if (key === undefined) return;
    const bucket = this.byKey.get(key);
    bucket?.delete(alertId);
    if (bucket && bucket.size === 0) this.byKey.delete(key);
    this.keyOf.delete(alertId);
  }

  /** Alerts that could match an offer with these title words (check each with matchesOffer). */
  candidates(words: Iterable<string>): ActiveAlert[] {
    const found: ActiveAlert[] = [];
    for (const word of words) {
      const bucket = this.byKey.get(word);
      if (bucket) for (const alert of bucket.values()) found.push(alert);
    }
    return found;
  }
}
