// Keeps the embedded engine alive: when its process dies while the BFF runs (a crash, an OOM kill,
// `kill -9`), it is started again on the same address, waiting longer after each failed attempt,
// and whoever listens is told the engine is down, then up again.
import type { ChildProcess } from 'node:child_process';

export type EngineStatus = 'up' | 'down';

export interface SupervisorOptions {
  /** Starts the engine's process; resolves once it accepts connections. */
  launch: () => Promise<ChildProcess>;
  /** The process already running (started by the caller). */
  running: ChildProcess;
  log?: (message: string) => void;
  /** First wait before a restart; doubled after each failed attempt, up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

export class EngineSupervisor {
  private child: ChildProcess;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private delayMs: number;
  private readonly listeners = new Set<(status: EngineStatus) => void>();
  private readonly initialDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly log: (message: string) => void;
  /** How many times the engine was started again (for logs and tests). */
  restarts = 0;

  constructor(private readonly options: SupervisorOptions) {
    this.initialDelayMs = options.initialDelayMs ?? 250;
    this.maxDelayMs = options.maxDelayMs ?? 10_000;
    this.delayMs = this.initialDelayMs;
    this.log = options.log ?? (() => undefined);
    this.child = options.running;
    this.watch(this.child);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  onStatus(listener: (status: EngineStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops the engine for good (the BFF is closing): no restart after this. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await stopProcess(this.child);
  }

  private watch(child: ChildProcess): void {
    child.once('exit', (code, signal) => {
      if (this.stopping || child !== this.child) return;
      this.log(`El motor de base de datos se detuvo (${signal ?? `código ${code}`}); se reinicia en ${this.delayMs} ms.`);
      this.emit('down');
      this.scheduleRestart();
    });
  }

  private scheduleRestart(): void {
    this.timer = setTimeout(() => void this.restart(), this.delayMs);
  }

  private async restart(): Promise<void> {
    if (this.stopping) return;
    try {
      const child = await this.options.launch();
      if (this.stopping) {
        await stopProcess(child);
        return;
      }
      this.child = child;
      this.restarts += 1;
      this.delayMs = this.initialDelayMs;
      this.watch(child);
      this.log('El motor de base de datos está de nuevo en marcha.');
      this.emit('up');
    } catch (error) {
      this.delayMs = Math.min(this.delayMs * 2, this.maxDelayMs);
      this.log(`El motor de base de datos no pudo reiniciarse (${(error as Error).message}); nuevo intento en ${this.delayMs} ms.`);
      this.scheduleRestart();
    }
  }

  private emit(status: EngineStatus): void {
    for (const listener of this.listeners) listener(status);
  }
}

/** Asks the process to end (closing its stdin, which the engine watches), then kills it after 5 s. */
export function stopProcess(child: ChildProcess, viaStdin = true): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (viaStdin && child.stdin) child.stdin.end();
    else child.kill('SIGTERM');
  });
}
