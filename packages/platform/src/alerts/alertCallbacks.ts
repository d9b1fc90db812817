// OK callbacks are functions, which must not go into the store (not serializable, not replayable).
const callbacks = new Map<number, () => void>();
let lastId = 0;

export function nextAlertId(): number {
  lastId += 1;
  return lastId;
}

export function registerAlertCallback(id: number, callback: () => void): void {
  callbacks.set(id, callback);
}

/** Removes and returns the callback, so it can run at most once. */
export function takeAlertCallback(id: number): (() => void) | undefined {
  const callback = callbacks.get(id);
  callbacks.delete(id);
  return callback;
}
