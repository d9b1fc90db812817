import { useNavigate } from 'react-router';
import { closeShareModal, openAuthModal, selectShareModalOpen, useAppDispatch, useAppSelector, useCurrentUser } from '@gangazo/platform';
import { Modal } from '@gangazo/ui';
import styles from './ShareModal.module.css';

/** Spec §2 share modal: the three things a user can share, and where each is done. */
export const SHARE_CHOICES = [
  { label: 'Una oferta', description: 'Un precio bajo que encontraste en una tienda', to: '/comparte/oferta/offer' },
  { label: 'Un código', description: 'Un cupón o código de descuento', to: '/comparte/cupon/coupon' },
  { label: 'Un tema en el foro', description: 'Una pregunta o conversación para la comunidad', to: '/forum/new' },
] as const;

export function ShareModal() {
  const open = useAppSelector(selectShareModalOpen);
  const { user } = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const choose = (to: string) => {
    dispatch(closeShareModal());
    // Spec §6: a guest cannot share; choosing opens the auth modal instead (in place of this one,
    // never stacked on it).
    if (!user) {
      dispatch(openAuthModal('login'));
      return;
    }
    navigate(to);
  };

  return (
    <Modal open={open} onClose={() => dispatch(closeShareModal())} title="¿Qué tienes planeado compartir?" maxWidth={470}>
      <ul className={styles.choices}>
        {SHARE_CHOICES.map((choice) => (
          <li key={choice.to}>
            <button type="button" className={styles.choice} onClick={() => choose(choice.to)}>
              <span className={styles.label}>{choice.label}</span>
              <span className={styles.description}>{choice.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
