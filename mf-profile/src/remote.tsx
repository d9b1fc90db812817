import { defineRemote } from '@gangazo/platform';
import { ProfilePage } from './features/profile-layout/ProfilePage';
import { AccountSettings } from './features/settings/AccountSettings';

// Paths must match remote.json: the shell routes each one here and renders this route object.
export default defineRemote({
  routes: [
    { path: '/perfil/:id', element: <ProfilePage section="stats" /> },
    { path: '/perfil/:id/actividad', element: <ProfilePage section="activity" /> },
    { path: '/perfil/:id/medallas', element: <ProfilePage section="medals" /> },
    { path: '/perfil/:id/ofertas', element: <ProfilePage section="offers" /> },
    { path: '/perfil/:id/ofertas-favoritas', element: <ProfilePage section="saved" /> },
    {
      path: '/perfil/:id/ajustes',
      element: (
        <ProfilePage section="settings">
          <AccountSettings />
        </ProfilePage>
      ),
    },
  ],
});
