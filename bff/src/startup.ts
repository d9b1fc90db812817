// Work done once the app is ready, before it listens. Add one line per module that needs it.
import type { FastifyInstance } from 'fastify';
import { reloadAlertIndex } from './modules/alerts/active-index';
import { applyDemoPasswordOnStart } from './modules/users/demo-password';
import { ensureSuperadmin } from './modules/users/superadmin';
import { seedOnFirstStart } from './seed';

export type StartupTask = (app: FastifyInstance) => Promise<void>;

/** Last: the pages are rendered with the demo data in, in the background (the start does not wait for it). */
const warmUpPagesInBackground: StartupTask = async (app) => {
  setImmediate(() => void app.warmUpPages());
};

export const startupTasks: StartupTask[] = [seedOnFirstStart, applyDemoPasswordOnStart, ensureSuperadmin, () => reloadAlertIndex(), warmUpPagesInBackground];
