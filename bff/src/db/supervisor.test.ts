import { spawn, type ChildProcess } from 'node:child_process';
import { EngineSupervisor, type EngineStatus } from './supervisor';

/** A long-running process standing in for the engine. */
function idleProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000); process.stdin.on("end", () => process.exit(0)); process.stdin.resume();'], { stdio: ['pipe', 'ignore', 'ignore'] });
}

function nextStatus(supervisor: EngineSupervisor): Promise<EngineStatus> {
  return new Promise((resolve) => {
    const off = supervisor.onStatus((status) => {
      off();
      resolve(status);
    });
  });
}

const running: ChildProcess[] = [];
function launchIdle(): Promise<ChildProcess> {
  const child = idleProcess();
  running.push(child);
  return Promise.resolve(child);
}
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

test('a killed engine is reported down, started again, and reported up', async () => {
  const first = await launchIdle();
  const supervisor = new EngineSupervisor({ running: first, launch: launchIdle, initialDelayMs: 20 });
  const down = nextStatus(supervisor);
  first.kill('SIGKILL');
  expect(await down).toBe('down');
  expect(await nextStatus(supervisor)).toBe('up');
  expect(supervisor.restarts).toBe(1);
  expect(supervisor.pid).not.toBe(first.pid);

  // And again: each death gets its restart.
  const second = running.at(-1);
  const downAgain = nextStatus(supervisor);
  second?.kill('SIGKILL');
  expect(await downAgain).toBe('down');
  expect(await nextStatus(supervisor)).toBe('up');
  expect(supervisor.restarts).toBe(2);
  await supervisor.stop();
});

test('a restart that fails is tried again, waiting twice as long each time, up to the maximum', async () => {
  const first = await launchIdle();
  const attempts: number[] = [];
  let failures = 3;
  const supervisor = new EngineSupervisor({
    running: first,
    initialDelayMs: 20,
    maxDelayMs: 60,
    launch: () => {
      attempts.push(Date.now());
      if (failures-- > 0) return Promise.reject(new Error('el puerto está ocupado'));
      return launchIdle();
    },
  });
  const killedAt = Date.now();
  first.kill('SIGKILL');
  expect(await nextStatus(supervisor)).toBe('down');
  expect(await nextStatus(supervisor)).toBe('up');
  expect(attempts).toHaveLength(4);
  // Waits of about 20, 40, 60 (the maximum) and 60 ms between the attempts.
  const waits = attempts.map((at, i) => at - (i === 0 ? killedAt : (attempts[i - 1] ?? 0)));
  expect(waits[1]).toBeGreaterThanOrEqual(38);
  expect(waits[2]).toBeGreaterThanOrEqual(58);
  expect(waits[3]).toBeGreaterThanOrEqual(58);
  expect(waits[3]).toBeLessThan(200);
  await supervisor.stop();
});

test('a stopped engine is not started again', async () => {
  const first = await launchIdle();
  const launch = jest.fn(launchIdle);
  const supervisor = new EngineSupervisor({ running: first, launch, initialDelayMs: 10 });
  const statuses: EngineStatus[] = [];
  supervisor.onStatus((status) => statuses.push(status));
  await supervisor.stop();
  expect(first.exitCode ?? first.signalCode).not.toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(launch).not.toHaveBeenCalled();
  expect(statuses).toEqual([]);
});
