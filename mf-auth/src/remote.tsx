import { defineRemote } from '@gangazo/platform';
import { AuthModal } from './features/auth-modal/AuthModal';
import { PasswordResetPage } from './features/password-reset/PasswordResetPage';
import { RegistrationDonePage } from './features/registration/RegistrationDonePage';

// Paths must match remote.json: the shell routes each one here and renders this route object.
export default defineRemote({
  routes: [
    { path: '/registro-ok', element: <RegistrationDonePage /> },
    { path: '/restablecer-contrasena', element: <PasswordResetPage /> },
  ],
  slots: { overlay: AuthModal },
});
