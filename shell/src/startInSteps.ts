/** A macrotask: the browser may paint and answer input before the next step runs. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs each step once the one before it has settled, in a task of its own.
 *
 * A step is a dynamic import: its promise settles in the task that evaluated its modules. Asked for
 * together, the imports that wait for the same chunk were all evaluated in the task that brought it
 * (react-dom, the toolkit, the platform, ui and the start-up: one task of about 100 ms on a
 * mid-range phone, where a tap waits for all of it). One after the other with a task between them,
 * each is a task of its own. The chunks themselves are fetched beforehand, all at once (index.ts).
 *
 * Stops at the first step that fails, with its error: the later steps need the earlier ones.
 */
export async function startInSteps(steps: ReadonlyArray<() => Promise<unknown>>, waitForTask: () => Promise<void> = nextTask): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await waitForTask();
    await step();
  }
}
