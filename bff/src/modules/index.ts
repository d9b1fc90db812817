// Every domain's routes, registered by app.ts in this order. Add one line per module.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminRoutes } from './admin/routes';
import { alertsRoutes } from './alerts/routes';
import { assetsRoutes } from './assets/routes';
import { categoriesRoutes } from './categories/routes';
import { commentsRoutes } from './comments/routes';
import { contentRoutes } from './content/routes';
import { couponSlugsRoutes } from './coupon-slugs/routes';
import { dashboardCodesRoutes } from './dashboard-codes/routes';
import { digestRoutes } from './digest/routes';
import { forumRoutes } from './forum/routes';
import { healthRoutes } from './health/routes';
import { moderationRoutes } from './moderation/routes';
import { monitoringRoutes } from './monitoring/routes';
import { multipleCodesRoutes } from './multiple-codes/routes';
import { notificationsRoutes } from './notifications/routes';
import { offersRoutes } from './offers/routes';
import { postsRoutes } from './posts/routes';
import { profileRoutes } from './profile/routes';
import { remotesRoutes } from './remotes/routes';
import { remotesAdminRoutes } from './remotes-admin/routes';
import { savedOffersRoutes } from './saved-offers/routes';
import { searchRoutes } from './search/routes';
import { seoRoutes } from './seo/routes';
import { shareRoutes } from './share/routes';
import { shopsRoutes } from './shops/routes';
import { usersRoutes } from './users/routes';
import { votesRoutes } from './votes/routes';

export const moduleRoutes: FastifyPluginAsyncTypebox[] = [healthRoutes, remotesRoutes, monitoringRoutes, usersRoutes, forumRoutes, postsRoutes, contentRoutes,
  shopsRoutes, categoriesRoutes, offersRoutes, multipleCodesRoutes, votesRoutes, savedOffersRoutes, commentsRoutes, assetsRoutes,
  searchRoutes, profileRoutes, moderationRoutes, shareRoutes, adminRoutes, remotesAdminRoutes, couponSlugsRoutes, seoRoutes, dashboardCodesRoutes,
  alertsRoutes, notificationsRoutes, digestRoutes];
