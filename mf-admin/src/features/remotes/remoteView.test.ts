import type { RemoteDeployRecord, RemoteEntry } from '@gangazo/contracts';
import { actorLabel, formatLoadTime, formatShare, reasonLabel, rollbackPlan, stepStateLabel, stepStates } from './remoteView';

const step = (seq: number, kind: RemoteDeployRecord['kind'], rolledBack = false): RemoteDeployRecord => ({
  seq,
  kind,
  version: `1.${seq}.0`,
  entry: `https://cdn/x/1.${seq}.0/mf-manifest.json`,
  routes: [],
  slots: [],
  platform: '^1.0.0',
  by: 'ops',
  at: '2025-03-01T00:00:00.000Z',
  rolledBack,
});
const entry: RemoteEntry = { name: 'x', version: '1.3.0', entry: 'https://cdn/x/1.3.0/mf-manifest.json', routes: [], slots: [], platform: '^1.0.0', source: 'deployed', updatedAt: '2025-03-01T00:00:00.000Z' };

describe('rollbackPlan: what POST …/rollback would put live, read like the BFF does', () => {
  test('the undoable step before the live one', () => {
    const history = [step(3, 'deploy'), step(2, 'deploy'), step(1, 'deploy')];
    expect(rollbackPlan(history)).toEqual({ kind: 'step', target: history[1] });
  });

  test('rollbacks and undone steps are skipped', () => {
    // 1, 2, 3 deployed; 3 rolled back (step 4 restored 2): the live step is 2, the next way back is 1.
    const history = [{ ...step(4, 'rollback'), restores: 2 }, step(3, 'deploy', true), step(2, 'deploy'), step(1, 'deploy')];
    expect(rollbackPlan(history)).toEqual({ kind: 'step', target: history[3] });
  });

  test('canary steps never count: a rollback skips them', () => {
    const history = [{ ...step(3, 'canary'), percent: 5 }, step(2, 'deploy'), step(1, 'deploy')];
    expect(rollbackPlan(history)).toEqual({ kind: 'step', target: history[2] });
  });

  test('a first deploy goes back to the local build; a release or nothing has no way back', () => {
    expect(rollbackPlan([step(1, 'deploy')])).toEqual({ kind: 'local' });
    expect(rollbackPlan([step(1, 'release')])).toBeNull();
    expect(rollbackPlan([])).toBeNull();
    expect(rollbackPlan([{ ...step(2, 'rollback'), restores: 0 }, step(1, 'deploy', true)])).toBeNull();
  });
});

describe('stepStates: what each step is now', () => {
  test('the newest stable step is live when the registry says so; undone and restoring steps are named', () => {
    const history = [{ ...step(4, 'rollback'), version: '1.3.0', entry: entry.entry, restores: 3 }, step(3, 'deploy'), step(2, 'deploy', true), step(1, 'deploy')];
    const states = stepStates(history, entry);
    expect(states.get(4)).toEqual({ kind: 'live' });
    expect(states.get(3)).toBeUndefined();
    expect(states.get(2)).toEqual({ kind: 'undone' });
    expect(stepStates([step(3, 'deploy')], { ...entry, version: '9.9.9' }).size).toBe(0);
    expect(stepStates([step(3, 'removal')], entry).size).toBe(0);
  });

  test('a canary on top of the history: the stable step under it stays live, the canary shows its share', () => {
    const canary = { ...step(4, 'canary'), percent: 10 };
    const live = { ...entry, canary: { version: canary.version, entry: canary.entry, routes: [], slots: [], platform: '^1.0.0', percent: 25, updatedAt: canary.at } };
    const states = stepStates([canary, step(3, 'deploy')], live);
    expect(states.get(4)).toEqual({ kind: 'canary', percent: 25 });
    expect(states.get(3)).toEqual({ kind: 'live' });
    // Dropped: no longer running.
    expect(stepStates([step(5, 'canary-drop'), canary, step(3, 'deploy')], entry).get(4)).toBeUndefined();
    // Promoted: a deploy naming the canary's step.
    const promoted = { ...step(5, 'deploy'), version: '1.3.0', entry: entry.entry, promotes: 4 };
    expect(stepStates([promoted, canary, step(3, 'deploy')], entry).get(5)).toEqual({ kind: 'live' });
    expect(stepStates([promoted, { ...step(6, 'deploy') }], { ...entry, version: 'x' }).get(5)).toEqual({ kind: 'promoted', seq: 4 });
  });

  test('labels', () => {
    expect(stepStateLabel({ kind: 'canary', percent: 10 })).toBe('Canario al 10 %');
    expect(stepStateLabel({ kind: 'restored', seq: 0 })).toBe('Volvió a la compilación local');
    expect(stepStateLabel({ kind: 'restored', seq: 2 })).toBe('Volvió al paso 2');
    expect(stepStateLabel({ kind: 'promoted', seq: 4 })).toBe('Promovió el canario del paso 4');
  });
});

test('numbers, people and reasons in Spanish', () => {
  expect(formatShare(0.985)).toBe('98,5 %');
  expect(formatShare(1)).toBe('100 %');
  expect(formatLoadTime(319.6)).toBe('320 ms');
  expect(formatLoadTime(1240)).toBe('1,2 s');
  expect(actorLabel('ops')).toBe('Token de operaciones');
  expect(actorLabel('superadmin:lrios')).toBe('@lrios (superadmin)');
  expect(actorLabel('coupons')).toBe('Token del equipo «coupons»');
  expect(reasonLabel('chunk-missing')).toBe('Archivo faltante');
  expect(reasonLabel('algo-nuevo')).toBe('algo-nuevo');
});
