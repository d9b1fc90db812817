import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { useLocation } from 'react-router';
import { openAuthModal, selectAlert, selectAuthModal, TOKEN_STORAGE_KEY } from '@gangazo/platform';
import { renderWithProviders } from '@gangazo/platform/testing';
import { apiError, mockApi } from '@gangazo/platform/testing';
import { AuthModal } from './AuthModal';
import { configureAuth } from './authSettings';

const CLIENT_ID = 'gangazo.apps.googleusercontent.com';
let googleCallback: ((response: { credential?: string }) => void) | undefined;
const initialize = jest.fn((options: { client_id: string; callback: (response: { credential?: string }) => void }) => {
  googleCallback = options.callback;
});
const renderButton = jest.fn();

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function open(view: 'login' | 'register', route = '/ofertas/tv-1') {
  const result = renderWithProviders(
    <>
      <AuthModal />
      <Where />
    </>,
    { route },
  );
  act(() => {
    result.store.dispatch(openAuthModal(view));
  });
  return result;
}

beforeEach(() => {
  window.localStorage.clear();
  googleCallback = undefined;
  initialize.mockClear();
  renderButton.mockClear();
  window.google = { accounts: { id: { initialize, renderButton } } };
  configureAuth({ siteName: 'Gangazo', googleClientId: CLIENT_ID });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete window.google;
});

describe('social sign-in (spec §2, §7 Other)', () => {
  it('renders Google’s button in popup mode with the configured client id, on login and register', async () => {
    open('login');
    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: CLIENT_ID, ux_mode: 'popup' }));
    expect(renderButton.mock.calls[0]![0]).toBe(screen.getByTestId('google-sign-in'));
    expect(renderButton.mock.calls[0]![1]).toMatchObject({ text: 'signin_with' });
  });

  it('sends the ID token (never a provider id) and lands signed in on /', async () => {
    const requests = mockApi({
      'POST /api/v1/users/google_oauth': () => Response.json({ jwt: 'google-session' }),
      'GET /api/v1/users/current': () => Response.json({ id: '0123456789abcdef01234567', name: 'Ana', username: 'ana', email: 'ana@gmail.com', avatar: null, role: 'user', emailConfirmed: true }),
    });
    const { store } = open('register');
    await waitFor(() => expect(googleCallback).toBeDefined());
    act(() => googleCallback!({ credential: 'header.payload.signature' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(requests[0]).toMatchObject({ path: '/api/v1/users/google_oauth', json: { credential: 'header.payload.signature' } });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('google-session');
    expect(selectAuthModal(store.getState()).open).toBe(false);
  });

  it('a refused token shows "¡Upps!" with the server message and keeps the guest signed out', async () => {
    mockApi({ 'POST /api/v1/users/google_oauth': () => apiError(401, 'No pudimos verificar tu cuenta de Google. Por favor, intenta de nuevo.') });
    const { store } = open('login');
    await waitFor(() => expect(googleCallback).toBeDefined());
    act(() => googleCallback!({ credential: 'bad.token.here' }));
    await waitFor(() => expect(selectAlert(store.getState()).isActive).toBe(true));
    expect(selectAlert(store.getState())).toMatchObject({ title: '¡Upps!', type: 'error', message: 'No pudimos verificar tu cuenta de Google. Por favor, intenta de nuevo.' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/ofertas/tv-1');
  });
});
