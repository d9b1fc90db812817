// Work done once the app is ready, before it listens. Add one line per module that needs it.
import type { FastifyInstance } from 'fastify';
import { reloadAlertIndex } from './modules/alerts/active-index';
import { applyDemoPasswordOnStart } from './modules/users/demo-password';
import { ensureSuperadmin } from './modules/users/superadmin';
import { seedOnFirstStart } from './seed';

export type StartupTask = (app: FastifyInstance) => Promise<void>;

export const startupTasks: StartupTask[] = [seedOnFirstStart, applyDemoPasswordOnStart, ensureSuperadmin, () => reloadAlertIndex()];
