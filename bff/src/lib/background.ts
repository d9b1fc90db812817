// Work done after the request that caused it has been answered (notifications of a comment, alert
// e-mail): a failure is logged, never thrown at the person who posted. Tests await `settleBackground`.
type Log = (error: unknown, what: string) => void;

const pending = new Set<Promise<unknown>>();
let log: Log = (error, what) => process.stderr.write(`${what} falló: ${error instanceof Error ? error.message : String(error)}\n`);

export function setBackgroundLogger(logger: Log): void {
  log = logger;
}

export function inBackground(what: string, work: () => Promise<unknown>): void {
  const task = work().catch((error: unknown) => log(error, what));
  pending.add(task);
  void task.finally(() => pending.delete(task));
}

/** Waits until every queued task (and any they queued) has finished. */
export async function settleBackground(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
