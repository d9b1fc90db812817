import type { RemoteEntry } from '@gangazo/contracts';

/** Who owns code loaded from under `baseUrl`: a remote's name and live version. */
export interface CodeOwner {
  source: string;
  version: string;
  /** Absolute URL of the folder its manifest (and so its public path) is in, ending in `/`. */
  baseUrl: string;
}

/** How many frames from the top of a stack are looked at (the throw site and its callers). */
export const TOP_FRAMES = 8;

/** Each remote's folder, from its registry entry (`/mf/coupons/mf-manifest.json` → `…/mf/coupons/`). */
export function codeOwners(entries: readonly RemoteEntry[], pageUrl: string): CodeOwner[] {
  const owners: CodeOwner[] = [];
  for (const remote of entries) {
    try {
      owners.push({ source: remote.name, version: remote.version, baseUrl: new URL('.', new URL(remote.entry, pageUrl)).href });
    } catch {
      // An entry that is no URL owns nothing.
    }
  }
  return owners;
}

// `at fn (https://x/a.js:1:2)`, `at https://x/a.js:1:2` (V8) and `fn@https://x/a.js:1:2` (Firefox, Safari).
const FRAME_URL = /(?:\(|@|\bat\s+)((?:https?|blob):[^\s()]+?):\d+(?::\d+)?\)?\s*$/;

/** The script URLs of a stack's frames, top first. */
export function stackFrameUrls(stack: string | undefined): string[] {
  if (!stack) return [];
  const urls: string[] = [];
  for (const line of stack.split('\n')) {
    const match = FRAME_URL.exec(line.trim());
    if (match?.[1]) urls.push(match[1]);
  }
  return urls;
}

/** The owner whose folder holds `url` (the most specific one when folders nest). */
export function ownerOfScript(url: string, owners: readonly CodeOwner[]): CodeOwner | undefined {
  let best: CodeOwner | undefined;
  for (const owner of owners) {
    if (url.startsWith(owner.baseUrl) && (!best || owner.baseUrl.length > best.baseUrl.length)) best = owner;
  }
  return best;
}

/**
 * The part of the site an uncaught error belongs to: the first of the top frames (the error
 * event's own script first) that lies in a remote's folder. A remote's click handler calling the
 * shell's React is the remote's error; nothing of a remote among them is the shell's.
 */
export function attributeError(
  error: { filename?: string; stack?: string },
  owners: readonly CodeOwner[],
  shell: { source: string; version: string },
): { source: string; version: string } {
  const urls = [...(error.filename ? [error.filename] : []), ...stackFrameUrls(error.stack).slice(0, TOP_FRAMES)];
  for (const url of urls) {
    const owner = ownerOfScript(url, owners);
    if (owner) return { source: owner.source, version: owner.version };
  }
  return shell;
}
