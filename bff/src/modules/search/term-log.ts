// The search log is written in batches: under a crowd (every visitor's first search of a term in a
// day is logged) one insert per search would keep the embedded engine busy with writes that no
// shopper waits for. Entries wait at most FLUSH_MS or until BATCH_SIZE have gathered, then go in
// one unordered insertMany through the driver; the ones the unique index refuses (logged already, by another instance
// or an earlier run) are reported back, so their points are taken back.
//
// Budget: at most MAX_PER_SECOND new entries a second (a burst of BURST). Past it a search is still
// answered but not logged, so it earns nothing: popularity is a signal, and a storm of new client
// addresses (a crowd, or one client rotating addresses) must not turn into a storm of writes that
// slows every shopper on the embedded engine. Past MAX_QUEUED waiting entries, the same.
import { isDuplicateKeyError } from '../../errors';
import { SearchTermModel } from './model';

const FLUSH_MS = 250;
const BATCH_SIZE = 500;
const MAX_QUEUED = 10_000;
const MAX_PER_SECOND = 200;
const BURST = 1_000;

export interface TermLogEntry {
  term: string;
  visitor: string;
  day: string;
  exact: string[];
}

/** Whether an entry was stored: 'logged', 'duplicate' (someone logged it first) or 'failed'. */
export type TermLogOutcome = 'logged' | 'duplicate' | 'failed' | 'over-budget';

interface Queued {
  entry: TermLogEntry;
  resolve: (outcome: TermLogOutcome) => void;
}

interface WriteErrorLike {
  index: number;
  code?: number;
  err?: { code?: number };
}

export class TermLog {
  private queue: Queued[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private tokens = BURST;
  private refilledAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.refilledAt = now();
  }

  /** Whether an entry fits the write budget now (and takes its place in it). */
  hasBudget(): boolean {
    const now = this.now();
    this.tokens = Math.min(BURST, this.tokens + ((now - this.refilledAt) / 1000) * MAX_PER_SECOND);
    this.refilledAt = now;
    if (this.tokens < 1 || this.queue.length >= MAX_QUEUED) return false;
    this.tokens -= 1;
    return true;
  }

  /** `budgeted`: the caller already took its place with hasBudget(). */
  add(entry: TermLogEntry, options: { budgeted?: boolean } = {}): Promise<TermLogOutcome> {
    if (!options.budgeted && !this.hasBudget()) return Promise.resolve('over-budget');
    return new Promise((resolve) => {
      this.queue.push({ entry, resolve });
      if (this.queue.length >= BATCH_SIZE) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), FLUSH_MS);
    });
  }

  /** Writes what is waiting; resolves once every write begun so far has finished. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    // One batch at a time, in order.
    this.flushing = this.flushing.then(() => (batch.length ? this.write(batch) : undefined));
    return this.flushing;
  }

  private async write(batch: Queued[]): Promise<void> {
    const outcomes: TermLogOutcome[] = batch.map(() => 'logged');
    try {
      // Through the driver: the entries are built here, already valid, and mongoose's per-document
      // casting and validation would cost more than the insert under a crowd.
      const createdAt = new Date();
      await SearchTermModel.collection.insertMany(
        batch.map((queued) => ({ ...queued.entry, createdAt })),
        { ordered: false },
      );
    } catch (error) {
      const writeErrors = (error as { writeErrors?: WriteErrorLike[] }).writeErrors;
      if (Array.isArray(writeErrors) && writeErrors.length > 0) {
        for (const writeError of writeErrors) {
          const code = writeError.code ?? writeError.err?.code;
          outcomes[writeError.index] = code === 11000 ? 'duplicate' : 'failed';
        }
      } else if (batch.length === 1 && isDuplicateKeyError(error)) outcomes[0] = 'duplicate';
      else outcomes.fill('failed');
    }
    batch.forEach((queued, index) => queued.resolve(outcomes[index] ?? 'failed'));
  }
}
