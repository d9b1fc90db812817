// What the machine itself costs a browser, printed beside the page figures so they can be read.
//
// Chromium starts every Lighthouse load with new processes, and each new process writes to memory
// the system has just handed it. On some virtual machines the host backs such memory only on first
// touch and takes it back once freed, and a first touch of each 4 KB page then costs ~15-20 µs
// instead of well under one. Every task in the browser is slower for it, and TBT (each task's time
// over 50 ms, at 4× for the simulated phone) grows much faster than the tasks themselves.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Above this, the figures of a page load are the machine's as much as the page's. */
export const SLOW_FRESH_MEMORY_US = 2;

// A child process, so the memory is new to it: 256 MB written in 4 MB blocks.
const PROBE = `
const blocks = [];
const start = process.hrtime.bigint();
for (let i = 0; i < 64; i++) blocks.push(Buffer.alloc(4 << 20, 1));
process.stdout.write(String(Number(process.hrtime.bigint() - start) / 1e3 / (64 * 1024)));
`;

/** Microseconds to write a 4 KB page of memory a new process has never touched. */
export async function freshMemoryMicrosPerPage(): Promise<number> {
  const { stdout } = await run(process.execPath, ['-e', PROBE], { timeout: 60_000 });
  return Number(stdout);
}
