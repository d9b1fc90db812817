import type { RemoteLoadBatch, RemoteLoadSample } from '@gangazo/contracts';

export const LOADS_PATH = '/monitoring/loads';
/** Loads of one page arrive within seconds of each other: one request for them all. */
export const FLUSH_AFTER_MS = 5_000;
/** The BFF takes at most this many per batch (RemoteLoadBatch). */
export const MAX_BATCH = 30;

type Send = (body: string) => void;

/** `navigator.sendBeacon` (survives the page closing), or a keepalive fetch where it is missing or refuses. */
function beacon(body: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(LOADS_PATH, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Fall through to fetch.
  }
  void fetch(LOADS_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
}

/**
 * Collects how each remote load ended and how long it took, and sends them to the BFF in batches
 * (for the per-remote load histogram and success rate): a few seconds after the first, at once
 * when the page is hidden or closed, or when a batch is full. Never throws.
 */
export class LoadBeacon {
  private queue: RemoteLoadSample[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly send: Send = beacon) {}

  /** Sends what is queued when the page goes to the background or away. */
  flushWhenHidden(target: Window): void {
    const flush = () => this.flush();
    target.addEventListener('pagehide', flush);
    target.document.addEventListener('visibilitychange', () => {
      if (target.document.visibilityState === 'hidden') flush();
    });
  }

  record(sample: RemoteLoadSample): void {
    this.queue.push(sample);
    if (this.queue.length >= MAX_BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS);
  }

  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.queue.length === 0) return;
    const batch: RemoteLoadBatch = { loads: this.queue.splice(0, MAX_BATCH) };
    try {
      this.send(JSON.stringify(batch));
    } catch {
      // Metrics must never break the page.
    }
    if (this.queue.length > 0) this.flush();
  }
}
