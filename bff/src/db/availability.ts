// Whether the database can answer right now. Requests are turned away at once while it cannot
// (plugins/db.ts), instead of each one waiting on the driver and failing after seconds.
import type { EngineStatus } from './supervisor';

/** Between two probes of a database that is back up but not reachable yet. */
export const PROBE_INTERVAL_MS = 250;

export class DatabaseAvailability {
  private engineUp = true;
  private reachable = true;
  private probing = false;
  private closed = false;

  /** `ping` must fail within about a second when the database cannot answer. */
  constructor(
    private readonly ping: () => Promise<unknown>,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  get available(): boolean {
    return this.engineUp && this.reachable;
  }

  /** From the engine's supervisor: its process died, or is running again. */
  engineStatus(status: EngineStatus): void {
    if (status === 'down') {
      this.engineUp = false;
      this.reachable = false;
      return;
    }
    this.engineUp = true;
    void this.probe();
  }

  /** From the driver: it lost every server (an external MongoDB went away). */
  connectionLost(): void {
    if (this.closed || !this.reachable) return;
    this.reachable = false;
    this.log('Se perdió la conexión con la base de datos; se atienden las solicitudes con 503 hasta que vuelva.');
    void this.probe();
  }

  close(): void {
    this.closed = true;
  }

  /** Pings until the database answers, then lets requests through again. */
  private async probe(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      while (!this.closed && this.engineUp && !this.reachable) {
        try {
          await this.ping();
          this.reachable = true;
          this.log('La base de datos responde de nuevo.');
        } catch {
          await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
        }
      }
    } finally {
      this.probing = false;
    }
  }
}
