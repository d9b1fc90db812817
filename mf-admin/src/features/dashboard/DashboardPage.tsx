import { isStaff, usePageTitle, useCurrentUser } from '@gangazo/platform';
import { Card, EmptyState, Spinner } from '@gangazo/ui';
import styles from './DashboardPage.module.css';

const ROLE_NAMES = { user: 'Usuario', editor: 'Editor', admin: 'Administrador', superadmin: 'Superadministrador' } as const;

/** Staff dashboard (spec §6: admin, editor, superadmin). The API enforces the same rule. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <Spinner label="Comprobando tus permisos…" />;
  if (!user || !isStaff(user.role)) {
    return (
      <Card as="section" padding="lg">
        <h1>Dashboard</h1>
        <p role="alert">No tienes permiso para ver esta página.</p>
        <p>El dashboard es solo para el equipo de {user ? 'administración' : 'administración: inicia sesión con tu cuenta del equipo'}.</p>
      </Card>
    );
  }
  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <h1>Dashboard</h1>
        <p className={styles.who}>
          {user.name || user.username} · <span className={styles.role}>{ROLE_NAMES[user.role]}</span>
        </p>
      </header>
      <EmptyState title="Aún no hay herramientas en el dashboard">
        <p>Aquí aparecerán la moderación de ofertas, cupones, comentarios y temas del foro.</p>
      </EmptyState>
    </section>
  );
}
