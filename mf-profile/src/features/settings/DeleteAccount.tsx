import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout, showAlert, useAppDispatch, type CurrentUser } from '@gangazo/platform';
import { Button, Modal } from '@gangazo/ui';
import { errorMessage } from '../profile-layout/apiError';
import { useDeleteAccountMutation } from './settingsApi';
import styles from './AccountSettings.module.css';

/** Deleting the account asks first; once done the session ends and the visitor goes home. */
export function DeleteAccount({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();

  function close() {
    if (isLoading) return;
    setOpen(false);
    setError('');
  }

  async function confirm() {
    setError('');
    try {
      await deleteAccount(user.id).unwrap();
    } catch (failure) {
      setError(errorMessage(failure, 'No pudimos eliminar tu cuenta. Inténtalo de nuevo.'));
      return;
    }
    setOpen(false);
    // Spec §4: logout removes the token, refreshes the user and goes to '/'.
    dispatch(logout());
    navigate('/', { replace: true });
    dispatch(showAlert({ title: 'Cuenta eliminada', message: 'Tu cuenta se eliminó. Gracias por haber sido parte de la comunidad.', type: 'info' }));
  }

  return (
    <section className={styles.form} aria-labelledby="delete-heading">
      <h2 id="delete-heading" className={styles.heading}>
        Eliminar cuenta
      </h2>
      <p className={styles.text}>Se borran tu cuenta, tu avatar y tu actividad, y se cierran todas tus sesiones. No se puede deshacer.</p>
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.danger} onClick={() => setOpen(true)}>
          Eliminar mi cuenta
        </Button>
      </div>
      <Modal open={open} onClose={close} title="¿Eliminar tu cuenta?" maxWidth={470}>
        <div className={styles.dialogBody}>
          <p className={styles.text}>
            Vas a eliminar la cuenta <strong>@{user.username}</strong>. Las ofertas que compartiste seguirán publicadas, pero ya no podrás entrar con esta
            cuenta.
          </p>
          {error && (
            <p role="alert" className={styles.formError}>
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="ghost" onClick={close} disabled={isLoading}>
              Cancelar
            </Button>
            <Button className={styles.dangerSolid} onClick={confirm} disabled={isLoading} aria-busy={isLoading || undefined}>
              {isLoading ? 'Eliminando…' : 'Sí, eliminar mi cuenta'}
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
