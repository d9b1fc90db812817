import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectAlert, selectToken } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { OWNER, OWNER_ID, publicProfile } from '../../test/fixtures';
import { apiError, type RecordedRequest } from '@gangazo/platform/testing';
import { setUpProfileApi } from '../../test/profileHandlers';
import { preloadDialogs } from '@gangazo/ui';

// The dialogs are fetched on demand (ui's onDemand); here they are in before the first test opens one.
beforeAll(() => preloadDialogs());

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

function openSettings(handlers: Record<string, Handler> = {}) {
  const requests = setUpProfileApi({ handlers });
  const result = renderRoutes(remote.routes, { route: `/perfil/${OWNER_ID}/ajustes` });
  return { ...result, requests };
}

const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');
const accountForm = () => screen.getByRole('form', { name: 'Tus datos' });
const passwordForm = () => screen.getByRole('form', { name: 'Cambiar contraseña' });

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('Ajustes: tus datos', () => {
  it('starts from your account and sends only what changed; a taken username is shown under that field', async () => {
    const { user, requests } = openSettings({ [`PATCH /api/v1/users/${OWNER_ID}`]: () => apiError(409, 'Ese nombre de usuario ya está en uso.') });
    const username = await screen.findByLabelText('Nombre de usuario');
    expect(username).toHaveValue('cazadora_de_ofertas');
    expect(screen.getByLabelText('Email')).toHaveValue('vale@example.co');
    await user.clear(username);
    await user.type(username, 'juanpa');
    await user.click(within(accountForm()).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Ese nombre de usuario ya está en uso.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(writes(requests)).toMatchObject([{ method: 'PATCH', path: `/api/v1/users/${OWNER_ID}`, authorization: 'Bearer jwt-1', form: { 'user[username]': 'juanpa' } }]);
    // Typing a new name: the old error no longer applies.
    await user.type(username, '_2');
    expect(screen.queryByText('Ese nombre de usuario ya está en uso.')).not.toBeInTheDocument();
    expect(username).not.toHaveAttribute('aria-invalid');
  });

  it("a server message about the e-mail goes under the e-mail; blanks and no changes are caught before sending", async () => {
    const { user, requests } = openSettings({ [`PATCH /api/v1/users/${OWNER_ID}`]: () => apiError(400, 'El email no tiene un formato válido.') });
    const email = await screen.findByLabelText('Email');
    const save = within(accountForm()).getByRole('button', { name: 'Guardar cambios' });
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('No hay cambios que guardar.');
    await user.clear(email);
    await user.clear(screen.getByLabelText('Nombre de usuario'));
    await user.type(email, '   ');
    await user.click(save);
    expect(screen.getByText('Ingresa un nombre de usuario')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu email')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);

    await user.type(screen.getByLabelText('Nombre de usuario'), 'cazadora_de_ofertas');
    await user.clear(email);
    await user.type(email, 'vale@correo');
    await user.type(within(accountForm()).getByLabelText('Contraseña actual'), 'mi-clave-actual');
    await user.click(save);
    expect(await screen.findByText('El email no tiene un formato válido.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(writes(requests)[0]?.form).toEqual({ 'user[email]': 'vale@correo', 'user[password]': 'mi-clave-actual' });
  });

  it('a new e-mail asks for the current password, and this tab goes on with the new session the answer brings', async () => {
    const answers = [apiError(400, 'La contraseña actual no es correcta.'), Response.json({ ...OWNER, email: 'nueva@example.co', jwt: 'jwt-nuevo' })];
    const { user, requests, store } = openSettings({
      [`PATCH /api/v1/users/${OWNER_ID}`]: () => answers.shift() ?? apiError(500, 'x'),
      // The new session is the only one the server still takes.
      'GET /api/v1/users/current': (request) => (request.authorization === 'Bearer jwt-nuevo' ? Response.json({ ...OWNER, email: 'nueva@example.co' }) : request.authorization === 'Bearer jwt-1' && answers.length > 0 ? Response.json(OWNER) : apiError(401, 'Debes iniciar sesión para continuar.')),
    });
    const email = await screen.findByLabelText('Email');
    expect(within(accountForm()).queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'nueva@example.co');
    const password = within(accountForm()).getByLabelText('Contraseña actual');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription('Para cambiar tu email confirma que eres tú. Cerraremos tus otras sesiones.');
    const save = within(accountForm()).getByRole('button', { name: 'Guardar cambios' });
    await user.click(save);
    expect(screen.getByText('Escribe tu contraseña actual para cambiar tu email.')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);

    await user.type(password, 'equivocada');
    await user.click(save);
    expect(await screen.findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(within(accountForm()).getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.clear(within(accountForm()).getByLabelText('Contraseña actual'));
    await user.type(within(accountForm()).getByLabelText('Contraseña actual'), 'la-buena');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Tus datos se guardaron. Por seguridad cerramos tus sesiones en otros dispositivos y avisamos a tu email anterior.');
    expect(writes(requests)[1]?.form).toEqual({ 'user[email]': 'nueva@example.co', 'user[password]': 'la-buena' });
    expect(localStorage.getItem('APP_TOKEN')).toBe('jwt-nuevo');
    expect(selectToken(store.getState())).toBe('jwt-nuevo');
    // The user is asked for again only under the new session (the old one is refused by now).
    await waitFor(() => expect(within(accountForm()).getByLabelText('Email')).toHaveValue('nueva@example.co'));
    const afterSave = requests.slice(requests.findIndex((request) => request.method === 'PATCH' && request.form?.['user[password]'] === 'la-buena'));
    expect(afterSave.filter((request) => request.path === '/api/v1/users/current').map((request) => request.authorization)).toEqual(['Bearer jwt-nuevo']);
    expect(screen.getByRole('status')).toHaveTextContent('Tus datos se guardaron.');
  });

  it('a saved change says so, stays said after the signed-in user is refreshed, and the header shows the new name at once', async () => {
    let saved = OWNER;
    const { user, requests } = openSettings({
      [`PATCH /api/v1/users/${OWNER_ID}`]: () => {
        saved = { ...OWNER, username: 'vale_ofertas' };
        return Response.json(saved);
      },
      'GET /api/v1/users/current': () => Response.json(saved),
      // The public profile's refetch is held back: the header must not wait for it.
      [`GET /api/v1/users/${OWNER_ID}`]: () => (saved === OWNER ? Response.json(publicProfile(OWNER_ID)) : new Promise<Response>(() => undefined)),
    });
    const username = await screen.findByLabelText('Nombre de usuario');
    expect(screen.getByText('@cazadora_de_ofertas')).toBeInTheDocument();
    await user.clear(username);
    await user.type(username, 'vale_ofertas');
    await user.click(within(accountForm()).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Tus datos se guardaron.')).toBeInTheDocument();
    expect(await screen.findByText('@vale_ofertas')).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.path === '/api/v1/users/current')).toHaveLength(2));
    // The refreshed user does not wipe the confirmation (the form used to remount and lose it).
    await waitFor(() => expect(screen.getByLabelText('Nombre de usuario')).toHaveValue('vale_ofertas'));
    expect(screen.getByRole('status')).toHaveTextContent('Tus datos se guardaron.');
  });
});

describe('Ajustes: avatar', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:vista-previa');
    URL.revokeObjectURL = jest.fn();
  });

  it('refuses other file types and files over 2 MB before sending anything', async () => {
    const { user, requests } = openSettings();
    const input = await screen.findByLabelText('Elegir imagen');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El avatar no puede pesar más de 2 MB.');
    // The file picker's "All files" choice gets past `accept`.
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'factura.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('El avatar debe ser una imagen PNG, JPEG, GIF o WebP.');
    expect(screen.queryByRole('button', { name: 'Guardar avatar' })).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('previews the chosen image, uploads it as user[avatar] and shows the server’s refusal', async () => {
    let answer: Response = apiError(415, 'El avatar debe ser una imagen PNG, JPEG, GIF o WebP.');
    const { user, requests } = openSettings({ [`PATCH /api/v1/users/${OWNER_ID}`]: () => answer });
    const input = await screen.findByLabelText('Elegir imagen');
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'yo.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Vista previa del nuevo avatar' })).toHaveAttribute('src', 'blob:vista-previa');
    expect(screen.getByText('yo.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar avatar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El avatar debe ser una imagen PNG, JPEG, GIF o WebP.');
    expect(writes(requests)[0]).toMatchObject({ method: 'PATCH', files: { 'user[avatar]': { name: 'yo.png', type: 'image/png', size: 4 } } });

    answer = Response.json({ ...OWNER, avatar: '/api/v1/users/avatars/nuevo.webp' });
    await user.click(screen.getByRole('button', { name: 'Guardar avatar' }));
    expect(await screen.findByText('Tu avatar se actualizó.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Vista previa del nuevo avatar' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:vista-previa');
  });
});

describe('Ajustes: contraseña', () => {
  it('checks the confirmation and the length before sending', async () => {
    const { user, requests } = openSettings();
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'nueva-clave-1');
    await user.type(screen.getByLabelText('Confirma la nueva contraseña'), 'nueva-clave-2');
    await user.click(within(passwordForm()).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirma la nueva contraseña')).toHaveAttribute('aria-invalid', 'true');
    // Fixing the confirmation clears its error at once; the other fields keep theirs.
    await user.type(screen.getByLabelText('Confirma la nueva contraseña'), 'x');
    expect(screen.queryByText('Las contraseñas no coinciden')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Confirma la nueva contraseña')).not.toHaveAttribute('aria-invalid');

    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.type(screen.getByLabelText('Nueva contraseña'), 'corta');
    await user.click(within(passwordForm()).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getByText('La nueva contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('a wrong current password is shown under that field', async () => {
    const { user } = openSettings({ [`PATCH /api/v1/users/change_password/${OWNER_ID}`]: () => apiError(400, 'La contraseña actual no es correcta.') });
    await user.type(await screen.findByLabelText('Contraseña actual'), 'me-equivoque');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-1');
    await user.type(screen.getByLabelText('Confirma la nueva contraseña'), 'nueva-clave-1');
    await user.click(within(passwordForm()).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
  });

  it('stores the new token the BFF answers, since the old one is revoked', async () => {
    const { user, store, requests } = openSettings({ [`PATCH /api/v1/users/change_password/${OWNER_ID}`]: () => Response.json({ jwt: 'jwt-2' }) });
    await user.type(await screen.findByLabelText('Contraseña actual'), 'clave-vieja-1');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-1');
    await user.type(screen.getByLabelText('Confirma la nueva contraseña'), 'nueva-clave-1');
    await user.click(within(passwordForm()).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(/Tu contraseña se cambió/)).toBeInTheDocument();
    expect(writes(requests)[0]).toMatchObject({ authorization: 'Bearer jwt-1', form: { password: 'nueva-clave-1', passwordold: 'clave-vieja-1' } });
    expect(localStorage.getItem('APP_TOKEN')).toBe('jwt-2');
    expect(selectToken(store.getState())).toBe('jwt-2');
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('');
    // The session is fetched again, now with the new token.
    await waitFor(() => expect(requests.filter((request) => request.path === '/api/v1/users/current').at(-1)?.authorization).toBe('Bearer jwt-2'));
  });
});

describe('Ajustes: eliminar cuenta', () => {
  it('asks first: cancelling sends nothing', async () => {
    const { user, requests } = openSettings();
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    expect(dialog).toHaveTextContent('@cazadora_de_ofertas');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('once confirmed it deletes the account, logs out and goes home', async () => {
    const { user, store, requests } = openSettings({ [`DELETE /api/v1/users/${OWNER_ID}`]: () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    expect(await screen.findByTestId('outside-remote')).toHaveTextContent(/^\/$/);
    expect(writes(requests)).toMatchObject([{ method: 'DELETE', path: `/api/v1/users/${OWNER_ID}`, authorization: 'Bearer jwt-1' }]);
    expect(localStorage.getItem('APP_TOKEN')).toBeNull();
    expect(selectToken(store.getState())).toBeNull();
    expect(selectAlert(store.getState())).toMatchObject({ isActive: true, title: 'Cuenta eliminada' });
  });

  it('a refusal keeps you signed in and tells you why', async () => {
    const { user, store } = openSettings({ [`DELETE /api/v1/users/${OWNER_ID}`]: () => apiError(403, 'Solo puedes modificar tu propia cuenta.') });
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Solo puedes modificar tu propia cuenta.');
    expect(selectToken(store.getState())).toBe('jwt-1');
  });
});

describe('Ajustes: confirmar el email', () => {
  it('a confirmed account sees no notice', async () => {
    openSettings();
    await screen.findByLabelText('Nombre de usuario');
    expect(screen.queryByRole('heading', { name: 'Confirma tu email' })).not.toBeInTheDocument();
  });

  it('an unconfirmed account is told why and can ask for the link again; a refusal is shown', async () => {
    let answers = 0;
    const { user, requests } = openSettings({
      'GET /api/v1/users/current': () => Response.json({ ...OWNER, emailConfirmed: false }),
      'POST /api/v1/users/confirmation_email': () => {
        answers += 1;
        return answers === 1
          ? Response.json({ message: 'Te enviamos un enlace nuevo a vale@example.co. Ábrelo para confirmar tu email.' })
          : apiError(429, 'Demasiadas solicitudes. Espera 60 minutos e inténtalo de nuevo.');
      },
    });
    expect(await screen.findByRole('heading', { name: 'Confirma tu email' })).toBeInTheDocument();
    expect(screen.getByText(/Ábrelo para poder votar, comentar y compartir/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace otra vez' }));
    expect(await screen.findByText('Te enviamos un enlace nuevo a vale@example.co. Ábrelo para confirmar tu email.')).toHaveAttribute('role', 'status');
    expect(writes(requests)).toMatchObject([{ method: 'POST', path: '/api/v1/users/confirmation_email', authorization: 'Bearer jwt-1' }]);
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace otra vez' }));
    expect(await screen.findByText('Demasiadas solicitudes. Espera 60 minutos e inténtalo de nuevo.')).toBeInTheDocument();
  });
});
