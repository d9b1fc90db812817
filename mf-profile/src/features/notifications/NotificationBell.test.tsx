import { act, screen } from '@testing-library/react';
import type { Notification } from '@gangazo/contracts';
import { renderWithProviders } from '@gangazo/platform/testing';
import { setUpProfileApi } from '../../test/profileHandlers';
import { OWNER_ID } from '../../test/fixtures';
import { NotificationBell } from './NotificationBell';

beforeEach(() => localStorage.clear());

const note = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id: `64b7f0c2a1b2c3d4e5f6${String(2000 + id).padStart(4, '0')}`,
  kind: 'alert_match',
  title: `Nueva oferta para tu alerta «televisor»: Televisor ${id}`,
  url: `/ofertas/televisor-${id}`,
  image: null,
  read: false,
  created_at: '2026-11-25T15:00:00.000Z',
  ...overrides,
});

it('shows nothing to a guest', async () => {
  const requests = setUpProfileApi({ signedIn: false });
  const { container } = renderWithProviders(<NotificationBell />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(container).toBeEmptyDOMElement();
  expect(requests.some((request) => request.path.startsWith('/api/v1/notifications'))).toBe(false);
});

it('shows the unread count, lists on opening, and marks everything read', async () => {
  let unread = 2;
  const items = [note(1), note(2, { kind: 'mention', title: 'beto te mencionó en «Nevera»', url: '/forum/1/nevera' })];
  const requests = setUpProfileApi({
    handlers: {
      'GET /api/v1/notifications/unread_count': () => Response.json({ unread }),
      'GET /api/v1/notifications': () => Response.json({ items: items.map((item) => ({ ...item, read: unread === 0 })), unread, has_more: false }),
      'POST /api/v1/notifications/read_all': () => {
        unread = 0;
        return Response.json({ unread: 0 });
      },
    },
  });
  const { user } = renderWithProviders(<NotificationBell />);
  const bell = await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' });
  expect(screen.getByTestId('notifications-unread')).toHaveTextContent('2');
  // The list is fetched only when the bell opens.
  expect(requests.some((request) => request.path === '/api/v1/notifications')).toBe(false);
  await user.click(bell);
  const panel = await screen.findByRole('region', { name: 'Notificaciones' });
  expect(await screen.findByRole('link', { name: /Televisor 1/ })).toHaveAttribute('href', '/ofertas/televisor-1');
  expect(screen.getByRole('link', { name: /beto te mencionó/ })).toHaveAttribute('href', '/forum/1/nevera');
  expect(screen.getByRole('link', { name: 'Mis alertas' })).toHaveAttribute('href', `/perfil/${OWNER_ID}/alertas`);
  expect(panel).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
  expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
  expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument();
  expect(requests.find((request) => request.path === '/api/v1/notifications/read_all')?.authorization).toBe('Bearer jwt-1');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Notificaciones' })).not.toBeInTheDocument();
});

it('says so when there is nothing yet', async () => {
  setUpProfileApi({
    handlers: {
      'GET /api/v1/notifications/unread_count': () => Response.json({ unread: 0 }),
      'GET /api/v1/notifications': () => Response.json({ items: [], unread: 0, has_more: false }),
    },
  });
  const { user } = renderWithProviders(<NotificationBell />);
  await user.click(await screen.findByRole('button', { name: 'Notificaciones' }));
  expect(await screen.findByText(/No tienes notificaciones todavía/)).toBeInTheDocument();
});
