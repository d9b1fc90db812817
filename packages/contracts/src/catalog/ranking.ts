// Temperature and ranking of offers. A vote is hot (+1 degree) or cold (−1 degree); the temperature
// is their sum. Offers younger than ten minutes show 'Nuevo' instead of degrees.

export const NEW_OFFER_MS = 10 * 60 * 1000;

/** Degrees added by one vote. */
export const VOTE_DEGREES = { hot: 1, cold: -1 } as const;

export function temperatureOf(votes: ReadonlyArray<keyof typeof VOTE_DEGREES>): number {
  return votes.reduce((sum, vote) => sum + VOTE_DEGREES[vote], 0);
}

export function isNewOffer(publishedAt: Date | string, now: Date = new Date()): boolean {
  const age = now.getTime() - new Date(publishedAt).getTime();
  return age < NEW_OFFER_MS;
}

/** Hours added to every age so a brand-new offer's score is finite and does not explode. */
export const HOT_AGE_OFFSET_HOURS = 2;
/** How fast heat fades; 1.5 means an offer loses about two thirds of its rank in a day. */
export const HOT_GRAVITY = 1.5;

/**
 * Rank for `top_offers_hot`: temperature decayed by age (the Hacker News formula),
 *
 *     score = temperature / (ageHours + 2) ^ 1.5
 *
 * so a recent 30° offer outranks a week-old 200° one, and cold offers sink below zero.
 */
export function hotScore(temperature: number, ageMs: number): number {
  const ageHours = Math.max(0, ageMs) / 3_600_000;
  return temperature / Math.pow(ageHours + HOT_AGE_OFFSET_HOURS, HOT_GRAVITY);
}
