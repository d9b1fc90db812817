/**
 * "1 minuto", "15 minutos": how long to wait, for a 429 message. Rounded up to whole minutes so a
 * shopper is never told to wait "0 minutos" and comes back a moment too early.
 */
export function spanishWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
