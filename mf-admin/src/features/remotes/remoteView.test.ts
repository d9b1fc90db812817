import type { RemoteDeployRecord, RemoteEntry } from '@gangazo/contracts';
import { actorLabel, canaryOf, formatLoadTime, formatShare, isLiveStep, reasonLabel, rollbackPlan } from './remoteView';

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

  test('a first deploy goes back to the local build; a release or nothing has no way back', () => {
    expect(rollbackPlan([step(1, 'deploy')])).toEqual({ kind: 'local' });
    expect(rollbackPlan([step(1, 'release')])).toBeNull();
    expect(rollbackPlan([])).toBeNull();
    expect(rollbackPlan([{ ...step(2, 'rollback'), restores: 0 }, step(1, 'deploy', true)])).toBeNull();
  });
});

test('the newest step is live only when the registry says the same', () => {
  expect(isLiveStep(step(3, 'deploy'), 0, entry)).toBe(true);
  expect(isLiveStep(step(3, 'deploy'), 1, entry)).toBe(false);
  expect(isLiveStep(step(2, 'deploy'), 0, entry)).toBe(false);
  expect(isLiveStep(step(3, 'removal'), 0, entry)).toBe(false);
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

test('a canary share only when the entry carries a sane one', () => {
  expect(canaryOf(entry)).toBeNull();
  expect(canaryOf({ ...entry, canary: { percent: 5 } } as RemoteEntry)).toEqual({ percent: 5 });
  expect(canaryOf({ ...entry, canary: { percent: 25, version: '1.4.0' } } as RemoteEntry)).toEqual({ percent: 25, version: '1.4.0' });
  expect(canaryOf({ ...entry, canary: { percent: 140 } } as RemoteEntry)).toBeNull();
  expect(canaryOf({ ...entry, canary: 'mucho' } as unknown as RemoteEntry)).toBeNull();
});
