import { useCurrentUser } from '@gangazo/platform';
import { Card } from '@gangazo/ui';
import { AccountForm } from './AccountForm';
import { AvatarForm } from './AvatarForm';
import { DeleteAccount } from './DeleteAccount';
import { EmailConfirmationNotice } from './EmailConfirmationNotice';
import { DigestForm } from './DigestForm';
import { PasswordForm } from './PasswordForm';
import styles from './AccountSettings.module.css';

/** "Ajustes": only rendered on your own profile (ProfilePage guards it). */
export function AccountSettings() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className={styles.stack}>
      {!user.emailConfirmed && (
        <Card>
          <EmailConfirmationNotice user={user} />
        </Card>
      )}
      <Card>
        <AccountForm user={user} />
      </Card>
      <Card>
        <AvatarForm user={user} />
      </Card>
      <Card>
        <PasswordForm user={user} />
      </Card>
      <Card>
        <DigestForm />
      </Card>
      <Card className={styles.dangerZone}>
        <DeleteAccount user={user} />
      </Card>
    </div>
  );
}
