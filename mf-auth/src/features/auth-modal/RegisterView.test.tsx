import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { useLocation } from 'react-router';
import { openAuthModal, selectAlert, selectAuthModal, selectToken } from '@gangazo/platform';
import { renderWithProviders } from '@gangazo/platform/testing';
import { apiError, mockApi } from '@gangazo/platform/testing';
import { AuthModal } from './AuthModal';
import { configureAuth } from './authSettings';
import { preloadDialogs } from '@gangazo/ui';

// The dialogs are fetched on demand (ui's onDemand); here they are in before the first test opens one.
beforeAll(() => preloadDialogs());

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function openRegister() {
  const result = renderWithProviders(
    <>
      <AuthModal />
      <Where />
    </>,
  );
  act(() => {
    result.store.dispatch(openAuthModal('register'));
  });
  return result;
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Regístrate ahora' });

async function fill(user: ReturnType<typeof openRegister>['user'], values: { email?: string; username?: string; password?: string }) {
  if (values.email !== undefined) await user.type(field('Email'), values.email);
  if (values.username !== undefined) await user.type(field('Nombre de usuario'), values.username);
  if (values.password !== undefined) await user.type(field('Contraseña'), values.password);
}

beforeEach(() => {
  configureAuth({ siteName: 'Gangazo' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('register view (spec §2, §5, §8)', () => {
  it('has the create-account form, both checkboxes unticked, and a way back to login', async () => {
    const { user, store } = openRegister();
    expect(screen.getByRole('form', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('checkbox', { name: 'Quiero recibir un resumen de ofertas por email' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'He leído y acepto los Términos de Uso y la Política de Privacidad' })).not.toBeChecked();
    // The terms and the privacy policy can be read (in a new tab, keeping the form).
    expect(screen.getByRole('link', { name: 'Términos de Uso' })).toHaveAttribute('href', '/informacion/terminos-y-condiciones');
    expect(screen.getByRole('link', { name: 'Política de Privacidad' })).toHaveAttribute('href', '/informacion/politica-de-privacidad');
    // The first field of the view has the focus.
    expect(field('Email')).toHaveFocus();
    // The password rule is told before sending, under the field.
    expect(field('Contraseña')).toHaveAccessibleDescription('Al menos 8 caracteres.');
    await user.click(screen.getByRole('button', { name: 'Ya tengo una cuenta' }));
    expect(selectAuthModal(store.getState()).view).toBe('login');
  });

  it.each([
    ['email', { username: 'vale', password: 'secreta-123' }, ['Email']],
    ['username', { email: 'vale@example.co', password: 'secreta-123' }, ['Nombre de usuario']],
    ['password', { email: 'vale@example.co', username: 'vale' }, ['Contraseña']],
    ['every field (spaces only)', { email: '  ', username: ' ', password: '   ' }, ['Email', 'Nombre de usuario', 'Contraseña']],
  ])('a blank %s is flagged and nothing is sent', async (_label, values, flagged) => {
    const requests = mockApi({});
    const { user, store } = openRegister();
    await fill(user, values);
    await user.click(submit());
    for (const label of ['Email', 'Nombre de usuario', 'Contraseña']) {
      if (flagged.includes(label)) expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      else expect(field(label)).not.toHaveAttribute('aria-invalid');
    }
    expect(requests).toEqual([]);
    expect(selectAuthModal(store.getState()).open).toBe(true);
  });

  it('valueUser true: "¡Muy Bien!" with the server message, /registro-ok (still signed out), form cleared, modal closed; checkboxes not enforced', async () => {
    const sent = 'Te enviamos un correo a vale@example.co. Abre el enlace que contiene para confirmar tu email y entrar a tu cuenta.';
    const requests = mockApi({ 'POST /api/v1/users/confirm_user': () => Response.json({ valueUser: true, data: sent }) });
    const { user, store } = openRegister();
    expect(selectToken(store.getState())).toBeNull();
    await fill(user, { email: ' vale@example.co ', username: 'cazadora_de_ofertas', password: 'secreta-123' });
    await user.click(submit());
    await waitFor(() => expect(selectAuthModal(store.getState()).open).toBe(false));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.form).toEqual({
      'user[username]': 'cazadora_de_ofertas',
      'user[email]': 'vale@example.co',
      'user[password]': 'secreta-123',
      'user[newsletter]': 'false',
      'user[terms]': 'false',
    });
    expect(selectAlert(store.getState())).toMatchObject({ isActive: true, type: 'info', title: '¡Muy Bien!', message: sent });
    expect(screen.getByTestId('location')).toHaveTextContent('/registro-ok');
    // Not signed in yet: the mailed link does that, once it has proven the address.
    expect(selectToken(store.getState())).toBeNull();
    act(() => {
      store.dispatch(openAuthModal('register'));
    });
    expect(field('Email')).toHaveValue('');
    expect(field('Nombre de usuario')).toHaveValue('');
  });

  it('valueUser false: "¡Upps!" with the server message, modal closed, no navigation', async () => {
    mockApi({ 'POST /api/v1/users/confirm_user': () => Response.json({ valueUser: false, data: 'Ese nombre de usuario ya está en uso.' }) });
    const { user, store } = openRegister();
    await fill(user, { email: 'vale@example.co', username: 'vale', password: 'secreta-123' });
    await user.click(screen.getByRole('checkbox', { name: 'Quiero recibir un resumen de ofertas por email' }));
    await user.click(submit());
    await waitFor(() => expect(selectAuthModal(store.getState()).open).toBe(false));
    expect(selectAlert(store.getState())).toMatchObject({ isActive: true, type: 'error', title: '¡Upps!', message: 'Ese nombre de usuario ya está en uso.' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('a refused request shows the server message in "¡Upps!"; a network failure the generic one', async () => {
    mockApi({ 'POST /api/v1/users/confirm_user': () => apiError(400, 'La contraseña debe tener al menos 8 caracteres.') });
    const { user, store } = openRegister();
    await fill(user, { email: 'vale@example.co', username: 'vale', password: '123' });
    await user.click(submit());
    await waitFor(() => expect(selectAlert(store.getState()).message).toBe('La contraseña debe tener al menos 8 caracteres.'));
    expect(console.error).toHaveBeenCalled();

    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    act(() => {
      store.dispatch(openAuthModal('register'));
    });
    await fill(user, { email: 'vale@example.co', username: 'vale', password: 'secreta-123' });
    await user.click(submit());
    await waitFor(() => expect(selectAlert(store.getState()).message).toBe('Ha ocurrido un error. Por favor, intenta de nuevo más tarde.'));
    expect(selectAlert(store.getState()).title).toBe('¡Upps!');
  });
});
