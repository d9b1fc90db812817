import { useCurrentUser } from '@gangazo/platform';
import { Card } from '@gangazo/ui';
import styles from './AccountSettings.module.css';

/** The signed-in user's account data. Editing (PATCH /api/v1/users/{id}, password change) comes next here. */
export function AccountSettings() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Card as="section" aria-labelledby="account-heading">
      <h2 id="account-heading">Tu cuenta</h2>
      <dl className={styles.fields}>
        <dt>Nombre de usuario</dt>
        <dd>{user.username}</dd>
        <dt>Correo electrónico</dt>
        <dd>{user.email}</dd>
      </dl>
    </Card>
  );
}
