import { Link } from 'react-router';
import { useShell } from '../ShellContext';
import { ADMIN_ROUTE, externalDashboardUrl, openExternalDashboard } from './dashboardUrl';

/** The staff-only 'Dashboard' button: the admin site when configured, else the /admin page. */
export function DashboardLink({ className }: { className?: string }) {
  const { bootstrap } = useShell();
  const external = externalDashboardUrl(bootstrap.adminUrl);
  return external ? (
    <a
      href={external}
      className={className}
      onClick={(event) => {
        // A plain click carries a one-time code; a new tab opens the admin site's own sign-in.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void openExternalDashboard(external);
      }}
    >
      Dashboard
    </a>
  ) : (
    <Link to={ADMIN_ROUTE} className={className}>
      Dashboard
    </Link>
  );
}
