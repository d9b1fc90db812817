// Every domain's routes, registered by app.ts in this order. Add one line per module.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthRoutes } from './health/routes';
import { monitoringRoutes } from './monitoring/routes';
import { remotesRoutes } from './remotes/routes';
import { usersRoutes } from './users/routes';

export const moduleRoutes: FastifyPluginAsyncTypebox[] = [healthRoutes, remotesRoutes, monitoringRoutes, usersRoutes];
