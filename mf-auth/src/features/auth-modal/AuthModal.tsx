import { closeAuthModal, selectAuthModal, useAppDispatch, useAppSelector, type AuthView } from '@gangazo/platform';
import { Modal } from '@gangazo/ui';
import { LoginView } from './LoginView';
import { RecoverView } from './RecoverView';
import { RegisterView } from './RegisterView';

/** Accessible name of the dialog for each view (spec §2: one view at a time). */
export const AUTH_VIEW_TITLES: Record<AuthView, string> = {
  login: 'Iniciar sesión',
  register: 'Crear cuenta',
  recover: 'Recuperar contraseña',
};

const VIEWS: Record<AuthView, () => React.JSX.Element> = { login: LoginView, register: RegisterView, recover: RecoverView };

/** The auth modal, opened by anyone through the platform's `openAuthModal(view)`. Max 360 px (spec §9). */
export function AuthModal() {
  const { open, view } = useAppSelector(selectAuthModal);
  const dispatch = useAppDispatch();
  const View = VIEWS[view];
  return (
    <Modal open={open} onClose={() => dispatch(closeAuthModal())} title={AUTH_VIEW_TITLES[view]} maxWidth={360} focusKey={view}>
      <View />
    </Modal>
  );
}
