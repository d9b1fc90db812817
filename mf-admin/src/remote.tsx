import { defineRemote } from '@gangazo/platform';
import { CodesSection } from './features/codes/CodesSection';
import { CommentsSection } from './features/comments/CommentsSection';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { ModerationSection } from './features/moderation/ModerationSection';
import { OffersSection } from './features/offers/OffersSection';
import { OverviewSection } from './features/overview/OverviewSection';
import { RemotesSection } from './features/remotes/RemotesSection';
import { UsersSection } from './features/users/UsersSection';

// Paths must match remote.json: the shell routes each one here and renders this route object.
export default defineRemote({
  routes: [
    { path: '/admin', element: <DashboardPage tool="overview"><OverviewSection /></DashboardPage> },
    { path: '/admin/moderacion', element: <DashboardPage tool="moderation"><ModerationSection /></DashboardPage> },
    { path: '/admin/ofertas', element: <DashboardPage tool="offers"><OffersSection /></DashboardPage> },
    { path: '/admin/codigos', element: <DashboardPage tool="codes"><CodesSection /></DashboardPage> },
    { path: '/admin/comentarios', element: <DashboardPage tool="comments"><CommentsSection /></DashboardPage> },
    { path: '/admin/usuarios', element: <DashboardPage tool="users"><UsersSection /></DashboardPage> },
    { path: '/admin/remotos', element: <DashboardPage tool="remotes"><RemotesSection /></DashboardPage> },
  ],
});
