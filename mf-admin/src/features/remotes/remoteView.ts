// What the Remotos page says about a remote, kept out of the components so it can be tested alone.
import type { MonitoringReason, RemoteDeployKind, RemoteDeployRecord, RemoteEntry } from '@gangazo/contracts';

export const REASON_LABELS: Record<MonitoringReason, string> = {
  render: 'Al dibujar la página',
  runtime: 'En ejecución',
  'load-timeout': 'Carga sin respuesta a tiempo',
  'load-network': 'Carga fallida (red o servidor)',
  'platform-mismatch': 'Plataforma incompatible',
  'chunk-missing': 'Archivo faltante',
};

/** A reason the server sent that this build does not know yet is shown as it came. */
export function reasonLabel(reason: string): string {
  return (REASON_LABELS as Record<string, string>)[reason] ?? reason;
}

export const STEP_KIND_LABELS: Record<RemoteDeployKind, string> = {
  deploy: 'Despliegue',
  rollback: 'Reversión',
  release: 'Vuelta a la compilación local',
  removal: 'Retiro del registro',
};

const decimal = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

/** 0.985 → '98,5 %' (a space before the sign, as Spanish writes it, whatever the ICU build says). */
export function formatShare(rate: number): string {
  return `${decimal.format(rate * 100)} %`;
}

/** 320 → '320 ms'; 1240 → '1,2 s'. */
export function formatLoadTime(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${decimal.format(ms / 1000)} s`;
}

/** Who did a step, as the history records it: `ops`, a team's own token, or `superadmin:<username>`. */
export function actorLabel(by: string): string {
  if (by === 'ops') return 'Token de operaciones';
  if (by.startsWith('superadmin:')) return `@${by.slice('superadmin:'.length)} (superadmin)`;
  return `Token del equipo «${by}»`;
}

/** Steps a rollback can return to (the BFF's rule: rollbacks only point back, undone steps are skipped). */
const UNDOABLE: readonly RemoteDeployKind[] = ['deploy', 'release', 'removal'];

/**
 * What `POST …/rollback` would do, read from the history (newest first): the live step is the newest
 * undoable one that was not rolled back; the step before it goes live again. With no step before,
 * a deploy goes back to this site's own build (`toLocal`; the server answers 409 if it has none).
 * Null: nothing a rollback can undo.
 */
export type RollbackPlan = { kind: 'step'; target: RemoteDeployRecord } | { kind: 'local' } | null;

export function rollbackPlan(deploys: readonly RemoteDeployRecord[]): RollbackPlan {
  const [live, previous] = deploys.filter((step) => UNDOABLE.includes(step.kind) && !step.rolledBack);
  if (!live) return null;
  if (previous) return { kind: 'step', target: previous };
  return live.kind === 'deploy' ? { kind: 'local' } : null;
}

/** The newest step is what is live, when the registry's entry says the same. */
export function isLiveStep(step: RemoteDeployRecord, index: number, entry: RemoteEntry): boolean {
  return index === 0 && step.kind !== 'removal' && step.version === entry.version && step.entry === entry.entry;
}

export interface CanaryShare {
  percent: number;
  version?: string;
}

/**
 * The share of browsers a canary deploy reaches, when the registry entry carries one
 * (`canary: { percent, version? }`); entries without it give null and the page shows nothing.
 */
export function canaryOf(entry: RemoteEntry): CanaryShare | null {
  const canary: unknown = (entry as { canary?: unknown }).canary;
  if (!canary || typeof canary !== 'object') return null;
  const { percent: share, version } = canary as { percent?: unknown; version?: unknown };
  if (typeof share !== 'number' || !Number.isFinite(share) || share < 0 || share > 100) return null;
  return { percent: share, ...(typeof version === 'string' && version ? { version } : {}) };
}
