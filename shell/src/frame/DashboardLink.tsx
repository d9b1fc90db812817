import { Link } from 'react-router';
import { useShell } from '../ShellContext';
import { ADMIN_ROUTE, externalDashboardUrl } from './dashboardUrl';

/** The staff-only 'Dashboard' button: the admin site when configured, else the /admin page. */
export function DashboardLink({ className }: { className?: string }) {
  const { bootstrap } = useShell();
  const external = externalDashboardUrl(bootstrap.adminUrl);
  return external ? (
    <a href={external} className={className}>
      Dashboard
    </a>
  ) : (
    <Link to={ADMIN_ROUTE} className={className}>
      Dashboard
    </Link>
  );
}
