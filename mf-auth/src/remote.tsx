import { defineRemote } from '@gangazo/platform';
import { AuthModal } from './features/auth-modal/AuthModal';
import { configureAuth } from './features/auth-modal/authSettings';
import { EmailConfirmationPage } from './features/email-confirmation/EmailConfirmationPage';
import { PasswordResetPage } from './features/password-reset/PasswordResetPage';
import { RegistrationDonePage } from './features/registration/RegistrationDonePage';

// Paths must match remote.json: the shell routes each one here and renders this route object.
export default defineRemote({
  routes: [
    { path: '/registro-ok', element: <RegistrationDonePage /> },
    { path: '/restablecer-contrasena', element: <PasswordResetPage /> },
    { path: '/confirmar-email', element: <EmailConfirmationPage /> },
  ],
  slots: { overlay: AuthModal },
  // The site name and the Google client id come from the shell's bootstrap (BFF settings).
  startup: ({ bootstrap }) => configureAuth(bootstrap),
});
