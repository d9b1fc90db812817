import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { openAuthModal, selectAuthModal, selectToken, TOKEN_STORAGE_KEY } from '@gangazo/platform';
import { renderWithProviders } from '@gangazo/platform/testing';
import { apiError, mockApi } from '@gangazo/platform/testing';
import { AuthModal } from './AuthModal';
import { configureAuth } from './authSettings';
import { preloadDialogs } from '@gangazo/ui';

// The dialogs are fetched on demand (ui's onDemand); here they are in before the first test opens one.
beforeAll(() => preloadDialogs());

const USER = { id: '0123456789abcdef01234567', name: 'Valentina', username: 'cazadora_de_ofertas', email: 'vale@example.co', avatar: null, role: 'user', emailConfirmed: true };

function openLogin() {
  const result = renderWithProviders(<AuthModal />);
  act(() => {
    result.store.dispatch(openAuthModal('login'));
  });
  return result;
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Contraseña');
const submit = () => screen.getByRole('button', { name: 'Iniciar sesión' });

beforeEach(() => {
  window.localStorage.clear();
  configureAuth({ siteName: 'Gangazo' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('login view (spec §2, §5, §8)', () => {
  it('shows the welcome panel, the form and no social button without a Google client id', () => {
    openLogin();
    expect(screen.getByRole('heading', { name: 'Bienvenido a Gangazo' })).toBeInTheDocument();
    expect(screen.getByText('La comunidad número 1 de ofertas en Colombia.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regístrate ahora' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
  });

  it('flags both fields when both are blank after trimming, and sends nothing', async () => {
    const requests = mockApi({});
    const { user } = openLogin();
    await user.type(emailField(), '   ');
    await user.type(passwordField(), '  ');
    await user.click(submit());
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Ingresa tu email')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu contraseña')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('flags only the blank one when one is blank', async () => {
    const requests = mockApi({});
    const { user } = openLogin();
    await user.type(emailField(), 'vale@example.co');
    await user.click(submit());
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).not.toHaveAttribute('aria-invalid');

    await user.clear(emailField());
    await user.type(passwordField(), 'secreta-123');
    await user.click(submit());
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).not.toHaveAttribute('aria-invalid');
    expect(requests).toEqual([]);
  });

  it('the password toggle switches between hidden and visible', async () => {
    const { user } = openLogin();
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('wrong credentials: inline red message, both fields flagged, error logged, modal stays', async () => {
    mockApi({ 'POST /api/v1/user_token': () => apiError(401, 'Email o contraseña incorrectos') });
    const { user, store } = openLogin();
    await user.type(emailField(), 'vale@example.co');
    await user.type(passwordField(), 'equivocada');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Email o contraseña incorrectos');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(console.error).toHaveBeenCalled();
    expect(selectAuthModal(store.getState()).open).toBe(true);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // The keyboard is back on the password (the disabled fields had dropped it), its text selected to retype.
    expect(passwordField()).toHaveFocus();
    expect((passwordField() as HTMLInputElement).selectionEnd).toBe('equivocada'.length);
  });

  it('too many attempts shows the server message instead', async () => {
    mockApi({ 'POST /api/v1/user_token': () => apiError(429, 'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.') });
    const { user } = openLogin();
    await user.type(emailField(), 'vale@example.co');
    await user.type(passwordField(), 'equivocada');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.');
  });

  it('success: stores the token, fetches the current user with it, closes the modal', async () => {
    const requests = mockApi({
      'POST /api/v1/user_token': () => Response.json({ jwt: 'token-123' }),
      'GET /api/v1/users/current': () => Response.json(USER),
    });
    const { user, store } = openLogin();
    await user.type(emailField(), '  vale@example.co ');
    await user.type(passwordField(), 'secreta-123');
    await user.click(submit());
    await waitFor(() => expect(selectAuthModal(store.getState()).open).toBe(false));
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/user_token', json: { auth: { email: 'vale@example.co', password: 'secreta-123', username: '' } } });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-123');
    expect(selectToken(store.getState())).toBe('token-123');
    expect(requests[1]).toMatchObject({ method: 'GET', path: '/api/v1/users/current', authorization: 'Bearer token-123' });
  });
});
