// Whether this browser may have chosen another build of a remote (override.ts): checked on every
// page with no more code than this, so the override's code and its banner load only for the staff
// member who uses them.

/** Local storage key: `{ "<remote>": "<entry URL of the chosen build>" }`. */
export const OVERRIDES_KEY = 'gangazo:remote-overrides';
/** `?probar=<remote>@<version>` on any page chooses that version (a staff session is still required). */
export const OVERRIDE_PARAM = 'probar';

/** True when an override is kept in storage or asked for in the address (override.ts then decides). */
export function overrideMayApply(storage: Pick<Storage, 'getItem'> | null, search: string): boolean {
  if (new URLSearchParams(search).has(OVERRIDE_PARAM)) return true;
  try {
    return storage?.getItem(OVERRIDES_KEY) != null;
  } catch {
    return false;
  }
}
