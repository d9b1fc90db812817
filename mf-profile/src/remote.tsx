import { defineRemote } from '@gangazo/platform';
import { ActivitySection } from './features/activity/ActivitySection';
import { AlertsSection } from './features/alerts/AlertsSection';
import { MedalsSection } from './features/medals/MedalsSection';
import { MyOffersSection } from './features/my-offers/MyOffersSection';
import { NotificationBell } from './features/notifications/NotificationBell';
import { ProfilePage } from './features/profile-layout/ProfilePage';
import { SavedOffersSection } from './features/saved-offers/SavedOffersSection';
import { AccountSettings } from './features/settings/AccountSettings';
import { StatsSection } from './features/stats/StatsSection';

// Paths must match remote.json: the shell routes each one here and renders this route object.
export default defineRemote({
  routes: [
    {
      path: '/perfil/:id',
      element: (
        <ProfilePage section="stats">
          <StatsSection />
        </ProfilePage>
      ),
    },
    {
      path: '/perfil/:id/actividad',
      element: (
        <ProfilePage section="activity">
          <ActivitySection />
        </ProfilePage>
      ),
    },
    {
      path: '/perfil/:id/medallas',
      element: (
        <ProfilePage section="medals">
          <MedalsSection />
        </ProfilePage>
      ),
    },
    {
      path: '/perfil/:id/ofertas',
      element: (
        <ProfilePage section="offers">
          <MyOffersSection />
        </ProfilePage>
      ),
    },
    {
      path: '/perfil/:id/ofertas-favoritas',
      element: (
        <ProfilePage section="saved">
          <SavedOffersSection />
        </ProfilePage>
      ),
    },
    {
      path: '/perfil/:id/alertas',
      element: (
        <ProfilePage section="alerts">
          <AlertsSection />
        </ProfilePage>
      ),
    },
    {
      path: '/perfil/:id/ajustes',
      element: (
        <ProfilePage section="settings">
          <AccountSettings />
        </ProfilePage>
      ),
    },
  ],
  // The signed-in user's bell in the top bar (the shell keeps its box; guests get nothing).
  slots: { 'topbar.notifications': NotificationBell },
});
