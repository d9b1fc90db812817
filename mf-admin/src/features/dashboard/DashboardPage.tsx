import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ROLE_LABELS } from '@gangazo/contracts';
import { isStaff, usePageTitle, useCurrentUser } from '@gangazo/platform';
import { Card, Spinner } from '@gangazo/ui';
import { TOOLS, toolById, type ToolId } from '../layout/tools';
import styles from './DashboardPage.module.css';

export interface DashboardPageProps {
  tool: ToolId;
  children: ReactNode;
}

function NoPermission({ signedIn, message }: { signedIn: boolean; message?: string }) {
  return (
    <Card as="section" padding="lg">
      <h1>Dashboard</h1>
      <p role="alert">No tienes permiso para ver esta página.</p>
      <p>{message ?? `El dashboard es solo para el equipo de ${signedIn ? 'administración' : 'administración: inicia sesión con tu cuenta del equipo'}.`}</p>
    </Card>
  );
}

/**
 * Staff dashboard frame (spec §6: admin, editor, superadmin): the left menu of tools and the one
 * shown. Hiding is a courtesy; the API refuses the same people on every request.
 */
export function DashboardPage({ tool, children }: DashboardPageProps) {
  const current = toolById(tool);
  usePageTitle(`${current.label} · Dashboard`);
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <Spinner label="Comprobando tus permisos…" />;
  if (!user || !isStaff(user.role)) return <NoPermission signedIn={!!user} />;
  const visible = TOOLS.filter((candidate) => candidate.roles.includes(user.role));
  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <h1>Dashboard</h1>
        <p className={styles.who}>
          {user.name || user.username} · <span className={styles.role}>{ROLE_LABELS[user.role]}</span>
        </p>
      </header>
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label="Herramientas del dashboard">
          <ul className={styles.links}>
            {visible.map((item) => (
              <li key={item.id}>
                <NavLink to={item.path} end className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          {current.roles.includes(user.role) ? (
            <>
              <h2 className={styles.title}>{current.label}</h2>
              {children}
            </>
          ) : (
            <p role="alert">No tienes permiso para ver esta página.</p>
          )}
        </div>
      </div>
    </section>
  );
}
