import { openAuthModal, useAppDispatch } from '@gangazo/platform';
import { Button } from '@gangazo/ui';
import styles from './AuthViews.module.css';

/** Spec §2 register view. The 'create account' form is built in this file. */
export function RegisterView() {
  const dispatch = useAppDispatch();
  return (
    <div className={styles.view}>
      <Button variant="secondary" fullWidth onClick={() => dispatch(openAuthModal('login'))}>
        Ya tengo una cuenta
      </Button>
    </div>
  );
}
