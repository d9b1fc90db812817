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
  canary: 'Canario',
  'canary-drop': 'Canario retirado',
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

const CANARY_KINDS: readonly RemoteDeployKind[] = ['canary', 'canary-drop'];

/**
 * What each step of the history is now (newest first): the stable entry's step is the newest one
 * that is not about a canary, when the registry says the same; the running canary is the newest
 * canary step, when the registry still has that canary.
 */
export function stepStates(deploys: readonly RemoteDeployRecord[], entry: RemoteEntry): Map<number, StepState> {
  const states = new Map<number, StepState>();
  const stable = deploys.find((step) => !CANARY_KINDS.includes(step.kind));
  if (stable && stable.kind !== 'removal' && stable.version === entry.version && stable.entry === entry.entry) states.set(stable.seq, { kind: 'live' });
  const lastCanary = deploys.find((step) => CANARY_KINDS.includes(step.kind));
  if (lastCanary?.kind === 'canary' && entry.canary && lastCanary.entry === entry.canary.entry) {
    states.set(lastCanary.seq, { kind: 'canary', percent: entry.canary.percent });
  }
  for (const step of deploys) {
    if (states.has(step.seq)) continue;
    if (step.rolledBack) states.set(step.seq, { kind: 'undone' });
    else if (step.kind === 'rollback') states.set(step.seq, { kind: 'restored', seq: step.restores ?? 0 });
    else if (step.promotes) states.set(step.seq, { kind: 'promoted', seq: step.promotes });
  }
  return states;
}

export type StepState =
  | { kind: 'live' }
  | { kind: 'canary'; percent: number }
  | { kind: 'undone' }
  | { kind: 'restored'; seq: number }
  | { kind: 'promoted'; seq: number };

export function stepStateLabel(state: StepState): string {
  switch (state.kind) {
    case 'live':
      return 'En vivo';
    case 'canary':
      return `Canario al ${state.percent} %`;
    case 'undone':
      return 'Revertido';
    case 'restored':
      return state.seq ? `Volvió al paso ${state.seq}` : 'Volvió a la compilación local';
    case 'promoted':
      return `Promovió el canario del paso ${state.seq}`;
  }
}
