import { defineRemote } from '@gangazo/platform';
import { DashboardPage } from './features/dashboard/DashboardPage';

// Paths must match remote.json: the shell routes each one here and renders this route object.
export default defineRemote({
  routes: [{ path: '/admin', element: <DashboardPage /> }],
});
