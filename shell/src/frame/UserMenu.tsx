import { useNavigate } from 'react-router';
import { isStaff, logout, useAppDispatch, type CurrentUser } from '@gangazo/platform';
import { Avatar, Menu, type MenuItem } from '@gangazo/ui';
import { useShell } from '../ShellContext';
import { ADMIN_ROUTE, externalDashboardUrl, openExternalDashboard } from './dashboardUrl';

/** Spec §2 avatar menu 'Perfil', with exactly these entries in this order. */
export function profileLinks(userId: string): Array<{ label: string; to: string }> {
  const base = `/perfil/${encodeURIComponent(userId)}`;
  return [
    { label: 'Mis estadísticas', to: base },
    { label: 'Mi actividad reciente', to: `${base}/actividad` },
    { label: 'Mis medallas', to: `${base}/medallas` },
    { label: 'Mis ofertas', to: `${base}/ofertas` },
    { label: 'Ofertas Guardadas', to: `${base}/ofertas-favoritas` },
    { label: 'Ajustes', to: `${base}/ajustes` },
  ];
}

export function UserMenu({ user }: { user: CurrentUser }) {
  const { bootstrap } = useShell();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const openDashboard = () => {
    const external = externalDashboardUrl(bootstrap.adminUrl);
    if (external) void openExternalDashboard(external);
    else navigate(ADMIN_ROUTE);
  };

  const items: MenuItem[] = [
    ...(isStaff(user.role) ? [{ id: 'dashboard', label: 'Dashboard', onSelect: openDashboard }] : []),
    ...profileLinks(user.id).map((link) => ({ id: link.to, label: link.label, onSelect: () => navigate(link.to) })),
    {
      id: 'logout',
      label: 'Cerrar Sesión',
      onSelect: () => {
        dispatch(logout());
        navigate('/');
      },
    },
  ];

  return <Menu label="Perfil" buttonContent={<Avatar name={user.name || user.username} src={user.avatar} size={34} decorative />} items={items} />;
}
