import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/login';
import { linkToken, mailbox } from '../../test/mail';
import { multipartForm } from '../../test/multipart';
import { PasswordResetModel, UserModel } from './model';
import { recordActivity } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

// Each test speaks from its own addresses so the per-IP limits of one never hit another.
let nextIp = 0;
const freshIp = () => {
  nextIp += 1;
  return `10.1.${Math.floor(nextIp / 250)}.${(nextIp % 250) + 1}`;
};

function register(fields: Record<string, string>, remoteAddress = freshIp()) {
  const form = multipartForm(fields);
  return app.inject({ method: 'POST', url: '/api/v1/users/confirm_user', payload: form.payload, headers: form.headers, remoteAddress });
}

function login(email: string, password: string, remoteAddress = freshIp()) {
  return app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth: { email, password, username: '' } }, remoteAddress });
}

function current(token: string) {
  return app.inject({ method: 'GET', url: '/api/v1/users/current', headers: { authorization: `Bearer ${token}` } });
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 250, g: 200, b: 0 } } })
    .png()
    .toBuffer();
}

describe('registration (confirm_user)', () => {
  const checkMail = (email: string) => `Te enviamos un correo a ${email}. Abre el enlace que contiene para confirmar tu email y entrar a tu cuenta.`;

  test('creates an unconfirmed account that can log in; the answer sends the new member to the mail', async () => {
    const res = await register({ 'user[username]': 'cazadora_de_ofertas', 'user[email]': 'Cazadora@Example.co', 'user[password]': 'ofertas-2024!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valueUser: true, data: checkMail('Cazadora@Example.co') });

    const session = await login('cazadora@example.co', 'ofertas-2024!');
    expect(session.statusCode).toBe(200);
    const me = await current(session.json().jwt);
    expect(me.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'cazadora_de_ofertas',
      username: 'cazadora_de_ofertas',
      email: 'Cazadora@Example.co',
      avatar: null,
      role: 'user',
      emailConfirmed: false,
    });
  });

  test('a taken e-mail gets the same answer as a new one (its owner is mailed); a taken username is said', async () => {
    await register({ 'user[username]': 'juanpa_medellin', 'user[email]': 'juanpa@example.co', 'user[password]': 'paisa-12345' });
    const sameEmail = await register({ 'user[username]': 'otro_nombre', 'user[email]': ' JUANPA@example.co ', 'user[password]': 'paisa-12345' });
    expect(sameEmail.statusCode).toBe(200);
    expect(sameEmail.json()).toEqual({ valueUser: true, data: checkMail('JUANPA@example.co') });
    const sameName = await register({ 'user[username]': 'JuanPa_Medellin', 'user[email]': 'otro@example.co', 'user[password]': 'paisa-12345' });
    expect(sameName.json()).toEqual({ valueUser: false, data: 'Ese nombre de usuario ya está en uso.' });
    // A taken username beside a taken address answers as beside a free one: the address stays unknown.
    const both = await register({ 'user[username]': 'juanpa_medellin', 'user[email]': 'juanpa@example.co', 'user[password]': 'paisa-12345' });
    expect(both.json()).toEqual(sameName.json());
    expect(await UserModel.countDocuments({ emailNormalized: { $in: ['juanpa@example.co', 'otro@example.co'] } })).toBe(1);
    expect(await UserModel.countDocuments({ usernameNormalized: 'otro_nombre' })).toBe(0);
  });

  test('20 parallel registrations of the same account create exactly one', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        register({ 'user[username]': i % 2 ? 'la_rapida' : 'LA_RAPIDA', 'user[email]': i % 3 ? 'rapida@example.co' : 'Rapida@example.co', 'user[password]': 'carrera-12345' }),
      ),
    );
    expect(attempts.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await UserModel.countDocuments({ $or: [{ emailNormalized: 'rapida@example.co' }, { usernameNormalized: 'la_rapida' }] })).toBe(1);
  });

  test.each([
    [{ 'user[email]': 'a@example.co', 'user[password]': 'clave-12345' }, 'El nombre de usuario es obligatorio.'],
    [{ 'user[username]': 'sin_email', 'user[password]': 'clave-12345' }, 'El email es obligatorio.'],
    [{ 'user[username]': 'sin_clave', 'user[email]': 'b@example.co' }, 'La contraseña es obligatoria.'],
    [{ 'user[username]': '   ', 'user[email]': 'c@example.co', 'user[password]': 'clave-12345' }, 'El nombre de usuario es obligatorio.'],
    [{ 'user[username]': 'corta', 'user[email]': 'd@example.co', 'user[password]': '1234' }, 'La contraseña debe tener al menos 8 caracteres.'],
    [{ 'user[username]': 'mal_email', 'user[email]': 'no-es-un-email', 'user[password]': 'clave-12345' }, 'El email no tiene un formato válido.'],
    [{ 'user[username]': 'con espacios', 'user[email]': 'e@example.co', 'user[password]': 'clave-12345' }, 'El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos.'],
    [{ 'user[username]': 'x'.repeat(5000), 'user[email]': 'f@example.co', 'user[password]': 'clave-12345' }, 'El nombre de usuario no puede tener más de 30 caracteres.'],
    [{ 'user[username]': 'ok_name', 'user[email]': `${'g'.repeat(300)}@example.co`, 'user[password]': 'clave-12345' }, 'El email no puede tener más de 254 caracteres.'],
    [{ 'user[username]': 'ok_name2', 'user[email]': 'h@example.co', 'user[password]': 'p'.repeat(129) }, 'La contraseña no puede tener más de 128 caracteres.'],
    [{ 'user[username]': 'ok_name3', 'user[email]': 'i@example.co', 'user[password]': 'clave-12345', 'user[role]': 'superadmin' }, 'El campo «user[role]» no está permitido.'],
  ])('bad form %# → 400 with a Spanish message, nothing written', async (fields, message) => {
    const before = await UserModel.countDocuments();
    const res = await register(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message });
    expect(await UserModel.countDocuments()).toBe(before);
  });

  test('a JSON body or a huge field is refused with a 4xx', async () => {
    const json = await app.inject({ method: 'POST', url: '/api/v1/users/confirm_user', payload: { user: { username: 'json', email: 'j@example.co', password: 'x' } } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart/);
    const huge = await register({ 'user[username]': 'enorme', 'user[email]': 'k@example.co', 'user[password]': 'y'.repeat(100 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('El campo «user[password]» es demasiado largo.');
  });

  test('probing a taken username is limited per username: after five "taken" answers comes a 429', async () => {
    const fields = { 'user[username]': 'repetida', 'user[email]': 'repetida@example.co', 'user[password]': 'clave-12345' };
    expect((await register(fields)).json().valueUser).toBe(true);
    for (let i = 0; i < 5; i += 1) expect((await register({ ...fields, 'user[email]': `repetida_${i}@example.co` })).json().valueUser).toBe(false);
    const blocked = await register({ ...fields, 'user[email]': 'repetida_nueva@example.co' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Demasiados intentos\. Espera \d+ minutos? e inténtalo de nuevo\.$/);
  });

  test('registration is limited per IP', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      codes.push((await register({ 'user[username]': `por_ip_${i}`, 'user[email]': `por_ip_${i}@example.co`, 'user[password]': 'clave-12345' }, ip)).statusCode);
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(codes[20]).toBe(429);
    const again = await register({ 'user[username]': 'por_ip_otra', 'user[email]': 'por_ip_otra@example.co', 'user[password]': 'clave-12345' }, ip);
    expect(again.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Demasiadas solicitudes. Espera 60 minutos e inténtalo de nuevo.',
      code: 'TOO_MANY_REQUESTS',
    });
  });
});

describe('login (user_token)', () => {
  test('wrong password and unknown e-mail get the same 401', async () => {
    const { user } = await createUser(app, { email: 'login@example.co', password: 'la-buena-123' });
    const wrong = await login(user.email, 'la-mala-123');
    const unknown = await login('nadie@example.co', 'la-mala-123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Email o contraseña incorrectos');
  });

  test('logs in by username too, and the token carries the role', async () => {
    const { user, password } = await createUser(app, { username: 'ParceroEditor', role: 'editor' });
    const res = await login('parceroeditor', password);
    expect(res.statusCode).toBe(200);
    const claims = app.jwt.decode<{ sub: string; role: string; tv: number; exp: number; iat: number }>(res.json().jwt);
    expect(claims).toMatchObject({ sub: user.id, role: 'editor', tv: 0 });
    expect(claims!.exp - claims!.iat).toBe(7 * 24 * 3600);
  });

  test.each([
    [{}, 'Falta el campo obligatorio «auth» en el cuerpo.'],
    [{ auth: { email: 'a@b.co' } }, 'Falta el campo obligatorio «auth.password» en el cuerpo.'],
    [{ auth: { email: 'a@b.co', password: { $ne: '' } } }, 'El campo «auth.password» debe ser un texto.'],
    [{ auth: { email: 'a'.repeat(300), password: 'x' } }, 'El campo «auth.email» no puede tener más de 254 caracteres.'],
    [{ auth: { email: '  ', password: '  ' } }, 'El email y la contraseña son obligatorios.'],
  ])('bad body %# → 400', async (payload, message) => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/user_token', payload, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  test('wrong passwords slow down the client that types them, in growing steps, and nobody else', async () => {
    const { user, password } = await createUser(app);
    const guesser = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await login(user.email, `incorrecta-${i}`, guesser)).statusCode);
    expect(codes).toEqual(Array(5).fill(401));
    // Five in a minute: that client waits out the minute, even with the right password.
    const slowed = await login(user.email, password, guesser);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(/^Demasiados intentos\. Espera (\d+ segundos|1 minuto) e inténtalo de nuevo\.$/);
    // The owner, from another client with no failures, signs in as always.
    const owner = await login(user.email, password, freshIp());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().jwt).toEqual(expect.any(String));
  });

  test('an IPv6 client is its /64: rotating addresses inside it does not reset its count', async () => {
    const { user, password } = await createUser(app);
    const prefix = `2800:e2:${(Math.floor(Math.random() * 0xffff)).toString(16)}:1`;
    for (let i = 0; i < 5; i += 1) expect((await login(user.email, `incorrecta-${i}`, `${prefix}:${i.toString(16)}::${(i + 1).toString(16)}`)).statusCode).toBe(401);
    expect((await login(user.email, password, `${prefix}:beef::42`)).statusCode).toBe(429);
    expect((await login(user.email, password, `2800:e2:ffff:2::42`)).statusCode).toBe(200);
  });

  test('e-mail and username of one account share the count of one client', async () => {
    const { user, password } = await createUser(app, { username: 'Alterna_Login' });
    const guesser = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await login(i % 2 ? 'ALTERNA_LOGIN' : user.email.toUpperCase(), `incorrecta-${i}`, guesser)).statusCode);
    expect(codes).toEqual(Array(5).fill(401));
    for (const name of [user.email, 'alterna_login']) expect((await login(name, password, guesser)).statusCode).toBe(429);
  });

  test('failures against an account that does not exist are limited too', async () => {
    const guesser = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await login('no-existe-nadie@example.co', 'incorrecta-1', guesser)).statusCode).toBe(401);
    expect((await login('No-Existe-Nadie@example.co', 'incorrecta-1', guesser)).statusCode).toBe(429);
  });

  test('many wrong passwords on an account, from many clients, mail its owner once (who can still sign in)', async () => {
    const { user, password } = await createUser(app, { email: 'vigilada@example.co' });
    const mailDir = path.join(app.config.dataDir, 'mail');
    const mailsTo = () =>
      (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [])
        .map((f) => fs.readFileSync(path.join(mailDir, f), 'latin1').replace(/=\r?\n/g, ''))
        .filter((mail) => mail.includes('To: vigilada@example.co'));
    for (let i = 0; i < 19; i += 1) expect((await login(user.email, `incorrecta-${i}`)).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo()).toHaveLength(0);
    for (let i = 19; i < 25; i += 1) expect((await login(user.email, `incorrecta-${i}`)).statusCode).toBe(401);
    const deadline = Date.now() + 10_000;
    while (mailsTo().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Intentos fallidos de entrar a tu cuenta de Gangazo');
    // Ajustes is reached by the account's id (a username in the path finds no profile).
    expect(mails[0]).toContain(`/perfil/${user.id}/ajustes`);
    expect(Buffer.from(mails[0]!.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')).toContain('En la última hora hubo 20 intentos de iniciar sesión en tu cuenta de Gangazo con una contraseña equivocada.');
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  test('logins are limited per IPv6 /64, not per address: rotating inside it does not help', async () => {
    const prefix = `2800:e3:${(Math.floor(Math.random() * 0xffff)).toString(16)}:7`;
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await login(`rota${i}@example.co`, 'cualquiera', `${prefix}:${(i + 1).toString(16)}::1`)).statusCode);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(codes[20]).toBe(429);
  });

  test('logins are limited per IP', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await login(`ip${i}@example.co`, 'cualquiera', ip)).statusCode);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(codes[20]).toBe(429);
    expect((await login('ip-otra@example.co', 'cualquiera', ip)).json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Demasiadas solicitudes. Espera 1 minuto e inténtalo de nuevo.',
      code: 'TOO_MANY_REQUESTS',
    });
  });
});

describe('sessions', () => {
  test('current needs a valid token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/current' })).statusCode).toBe(401);
    const garbage = await current('not-a-jwt');
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().message).toBe('Debes iniciar sesión para continuar.');
    const forged = await current(app.jwt.sign({ sub: 'a'.repeat(24), role: 'superadmin', tv: 0 }));
    expect(forged.statusCode).toBe(401);
  });

  test('the current user never shows a secret', async () => {
    const { token } = await createUser(app);
    const body = await current(token);
    expect(body.statusCode).toBe(200);
    expect(Object.keys(body.json()).sort()).toEqual(['avatar', 'email', 'emailConfirmed', 'id', 'name', 'role', 'username']);
    expect(body.body).not.toMatch(/argon2|passwordHash|tokenVersion/);
  });

  test('an expired token is refused', async () => {
    const { user } = await createUser(app);
    const eightDaysAgo = Math.floor(Date.now() / 1000) - 8 * 24 * 3600;
    const claims = { sub: user.id, role: 'user' as const, tv: 0, iat: eightDaysAgo };
    const expired = app.jwt.sign(claims);
    expect(app.jwt.decode<{ exp: number }>(expired)!.exp).toBeLessThan(Date.now() / 1000);
    expect((await current(expired)).statusCode).toBe(401);
  });

  test("signing out revokes that token on the server; the account's other sessions go on", async () => {
    const { user, token, password } = await createUser(app);
    const other = (await login(user.email, password)).json().jwt as string;
    expect((await current(token)).statusCode).toBe(200);
    const out = await app.inject({ method: 'DELETE', url: '/api/v1/user_token', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(204);
    // A copy of the token kept anywhere no longer works, nor can it sign out again.
    expect((await current(token)).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/user_token', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await current(other)).statusCode).toBe(200);
    // Each sign-in is a session of its own.
    expect(app.jwt.decode<{ sid: string }>(other)?.sid).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(app.jwt.decode<{ sid: string }>(other)?.sid).not.toBe(app.jwt.decode<{ sid: string }>(token)?.sid);
  });

  test('a token from before session ids signs out every session of the account', async () => {
    const { user, password } = await createUser(app);
    const legacy = app.jwt.sign({ sub: user.id, role: 'user', tv: 0 });
    const recent = (await login(user.email, password)).json().jwt as string;
    expect((await current(legacy)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/user_token', headers: { authorization: `Bearer ${legacy}` } })).statusCode).toBe(204);
    expect((await current(legacy)).statusCode).toBe(401);
    expect((await current(recent)).statusCode).toBe(401);
  });

  test('signing out needs a session', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/v1/user_token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Debes iniciar sesión para continuar.');
  });

  test('changing the password revokes older tokens and returns a fresh one', async () => {
    const { user, token, password } = await createUser(app);
    const form = multipartForm({ password: 'nueva-clave-456', passwordold: password });
    const res = await app.inject({ method: 'PATCH', url: `/api/v1/users/change_password/${user.id}`, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect((await current(token)).statusCode).toBe(401);
    expect((await current(res.json().jwt)).statusCode).toBe(200);
    expect((await login(user.email, password)).statusCode).toBe(401);
    expect((await login(user.email, 'nueva-clave-456')).statusCode).toBe(200);
  });

  test('a wrong old password changes nothing', async () => {
    const { user, token, password } = await createUser(app);
    const form = multipartForm({ password: 'nueva-clave-456', passwordold: 'no-es-esta' });
    const res = await app.inject({ method: 'PATCH', url: `/api/v1/users/change_password/${user.id}`, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La contraseña actual no es correcta.');
    expect((await current(token)).statusCode).toBe(200);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  function changePassword(id: string, token: string, fields: Record<string, string>) {
    const form = multipartForm(fields);
    return app.inject({
      method: 'PATCH',
      url: `/api/v1/users/change_password/${id}`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      remoteAddress: freshIp(),
    });
  }

  test("a stranger cannot change someone's password", async () => {
    const { user, token, password } = await createUser(app);
    const stranger = await createUser(app);
    const res = await changePassword(user.id, stranger.token, { password: 'robada-12345', passwordold: stranger.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Solo puedes modificar tu propia cuenta.');
    expect((await current(token)).statusCode).toBe(200);
    expect((await login(user.email, password)).statusCode).toBe(200);
    expect((await login(user.email, 'robada-12345')).statusCode).toBe(401);
  });

  test("a superadmin sets another user's password without knowing the old one", async () => {
    const { user, token, password } = await createUser(app);
    const boss = await createUser(app, { role: 'superadmin' });
    const res = await changePassword(user.id, boss.token, { password: 'puesta-por-admin-1' });
    expect(res.statusCode).toBe(200);
    // The fresh token is the superadmin's own: their session goes on, the user's ends.
    expect(app.jwt.decode<{ sub: string }>(res.json().jwt)!.sub).toBe(boss.user.id);
    expect((await current(boss.token)).statusCode).toBe(200);
    expect((await current(token)).statusCode).toBe(401);
    expect((await login(user.email, password)).statusCode).toBe(401);
    expect((await login(user.email, 'puesta-por-admin-1')).statusCode).toBe(200);
  });

  test('a missing new password is a 400 in Spanish and changes nothing', async () => {
    const { user, token, password } = await createUser(app);
    const res = await changePassword(user.id, token, { passwordold: password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La nueva contraseña es obligatoria.');
    expect((await current(token)).statusCode).toBe(200);
  });

  test('a JSON body instead of the multipart form is refused', async () => {
    const { user, token, password } = await createUser(app);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/users/change_password/${user.id}`,
      payload: { password: 'por-json-12345', passwordold: password },
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Se esperaba un formulario multipart (multipart/form-data).');
    expect((await login(user.email, 'por-json-12345')).statusCode).toBe(401);
  });

  test('deleting the account ends its sessions; only the owner or a superadmin may delete', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    const boss = await createUser(app, { role: 'superadmin' });
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/users/${owner.user.id}`, headers: other.authHeader })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/users/${owner.user.id}`, headers: admin.authHeader })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/users/${owner.user.id}`, headers: owner.authHeader })).statusCode).toBe(204);
    expect((await current(owner.token)).statusCode).toBe(401);
    expect((await login(owner.user.email, owner.password)).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/users/${other.user.id}`, headers: boss.authHeader })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/v1/users/${other.user.id}` })).statusCode).toBe(404);
  });

  test('a demotion applies to tokens already issued', async () => {
    const boss = await createUser(app, { role: 'superadmin' });
    const target = await createUser(app);
    await UserModel.updateOne({ _id: boss.user.id }, { $set: { role: 'user' } });
    await new Promise((resolve) => setTimeout(resolve, 2100)); // the session cache lives 2 s
    const res = await app.inject({ method: 'DELETE', url: `/api/v1/users/${target.user.id}`, headers: boss.authHeader });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Solo puedes modificar tu propia cuenta.');
  });
});

describe('profile changes', () => {
  function patch(id: string, token: string, fields: Record<string, string>, file?: { data: Buffer; contentType: string; filename: string }) {
    const form = multipartForm(fields, file ? [{ field: 'user[avatar]', ...file }] : []);
    return app.inject({ method: 'PATCH', url: `/api/v1/users/${id}`, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${token}` } });
  }

  test('the owner changes username and e-mail (with the current password); a taken one is a 409 and changes nothing', async () => {
    const taken = await createUser(app, { username: 'ya_tomado' });
    const { user, token, password } = await createUser(app);
    const ok = await patch(user.id, token, { 'user[username]': 'rolo_bogotano', 'user[email]': 'rolo@example.co', 'user[password]': password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ username: 'rolo_bogotano', email: 'rolo@example.co', jwt: expect.any(String) });
    const fresh = ok.json().jwt as string;
    const conflict = await patch(user.id, fresh, { 'user[username]': 'YA_TOMADO', 'user[email]': 'cambio@example.co', 'user[password]': password });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('Ese nombre de usuario ya está en uso.');
    expect((await current(fresh)).json()).toMatchObject({ username: 'rolo_bogotano', email: 'rolo@example.co' });
    expect(taken.user.username).toBe('ya_tomado');
    // A username alone needs no password, and ends no session.
    const renamed = await patch(user.id, fresh, { 'user[username]': 'rolo_de_bogota' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().jwt).toBeUndefined();
    expect((await current(fresh)).statusCode).toBe(200);
  });

  test('a new e-mail needs the current password; it ends every other session and tells the old address', async () => {
    const { user, token, password } = await createUser(app, { email: 'anterior@example.co' });
    const elsewhere = (await login(user.email, password)).json().jwt as string;
    const missing = await patch(user.id, token, { 'user[email]': 'nueva@example.co' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Escribe tu contraseña actual para cambiar tu email.');
    const wrong = await patch(user.id, token, { 'user[email]': 'nueva@example.co', 'user[password]': 'no-es-la-clave' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('La contraseña actual no es correcta.');
    expect((await current(token)).json().email).toBe('anterior@example.co');
    // The same address in other capitals is no change.
    expect((await patch(user.id, token, { 'user[email]': 'ANTERIOR@example.co' })).statusCode).toBe(200);

    const ok = await patch(user.id, token, { 'user[email]': 'nueva@example.co', 'user[password]': password });
    expect(ok.statusCode).toBe(200);
    expect((await current(token)).statusCode).toBe(401);
    expect((await current(elsewhere)).statusCode).toBe(401);
    expect((await current(ok.json().jwt as string)).json().email).toBe('nueva@example.co');

    const mailDir = path.join(app.config.dataDir, 'mail');
    const deadline = Date.now() + 10_000;
    const toOld = () =>
      (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [])
        .map((f) => fs.readFileSync(path.join(mailDir, f), 'latin1').replace(/=\r?\n/g, ''))
        .map((eml) => Buffer.from(eml.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'))
        .filter((mail) => /^To: anterior@example\.co$/im.test(mail) && mail.includes('El email de tu cuenta de Gangazo se cambió a'));
    while (toOld().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toOld()).toHaveLength(1);
    expect(toOld()[0]).toContain('nu***@e***.co');
    expect(toOld()[0]).not.toContain('nueva@example.co');
  });

  test('someone else cannot change a profile; a superadmin can', async () => {
    const { user } = await createUser(app);
    const stranger = await createUser(app);
    const boss = await createUser(app, { role: 'superadmin' });
    expect((await patch(user.id, stranger.token, { 'user[username]': 'robado' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PATCH', url: `/api/v1/users/${user.id}` })).statusCode).toBe(401);
    const byBoss = await patch(user.id, boss.token, { 'user[username]': 'renombrado_admin' });
    expect(byBoss.statusCode).toBe(200);
    expect(byBoss.json().username).toBe('renombrado_admin');
  });

  test('an avatar is re-encoded to WebP at most 256 px and served with long cache headers', async () => {
    const { user, token } = await createUser(app);
    const res = await patch(user.id, token, {}, { data: await png(1200, 800), contentType: 'image/png', filename: 'yo.png' });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().avatar;
    expect(url).toMatch(/^\/api\/v1\/users\/avatars\/[0-9a-f]{24}-[0-9a-f]{16}\.webp$/);
    const image = await app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    // A second upload replaces the file.
    const again = await patch(user.id, token, {}, { data: await png(64, 64), contentType: 'image/png', filename: 'yo2.png' });
    expect(again.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  test('a non-image avatar is refused whatever its declared type, and nothing is stored', async () => {
    const { user, token } = await createUser(app);
    const fake = await patch(user.id, token, {}, { data: Buffer.from('<?php echo "hola"; ?>'), contentType: 'image/png', filename: 'a.png' });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('El avatar debe ser una imagen PNG, JPEG, GIF o WebP.');
    const svg = await patch(user.id, token, {}, { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), contentType: 'image/png', filename: 'a.png' });
    expect(svg.statusCode).toBe(415);
    expect((await current(token)).json().avatar).toBeNull();
    const folder = path.join(app.config.dataDir, 'assets', 'avatars');
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.startsWith(user.id)) : [];
    expect(files).toEqual([]);
  });

  test('an avatar over 2 MB is a 413', async () => {
    const { user, token } = await createUser(app);
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await patch(user.id, token, {}, { data: big, contentType: 'image/png', filename: 'big.png' });
    expect(res.statusCode).toBe(413);
  });

  test('an empty change or a bad e-mail is a 400', async () => {
    const { user, token } = await createUser(app);
    expect((await patch(user.id, token, {})).json().message).toBe('No hay cambios que guardar: envía username, email o avatar.');
    const bad = await patch(user.id, token, { 'user[email]': 'sin-arroba' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El email no tiene un formato válido.');
  });

  test('a malformed id is a 400, an unknown one a 404 for a superadmin', async () => {
    const boss = await createUser(app, { role: 'superadmin' });
    const malformed = await patch('nope', boss.token, { 'user[username]': 'x_y_z' });
    expect(malformed.statusCode).toBe(400);
    expect((await patch('0123456789abcdef01234567', boss.token, { 'user[username]': 'x_y_z' })).statusCode).toBe(404);
  });
});

describe('password recovery', () => {
  const mails = () => mailbox(app).files();
  const recover = (email: string, remoteAddress = freshIp()) =>
    app.inject({ method: 'POST', url: '/api/v1/users/get_recover_password', payload: { user: { email } }, remoteAddress });
  const reset = (token: string, password: string) => app.inject({ method: 'POST', url: '/api/v1/users/password_reset', payload: { token, password }, remoteAddress: freshIp() });
  const mailTo = (to: string, after = 0) => mailbox(app).waitFor(to, { after });

  async function resetTokenFor(to: string, after = 0): Promise<string> {
    return linkToken(await mailTo(to, after), '/restablecer-contrasena');
  }

  test('same answer whether the e-mail exists or not; only a real account gets a mail', async () => {
    const { user } = await createUser(app, { email: 'olvidadiza@example.co' });
    const before = mails().length;
    const unknown = await recover('nadie-aqui@example.co');
    expect(mails().length).toBe(before);
    const known = await recover('OLVIDADIZA@example.co');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('Se ha enviado un correo con las instrucciones para recuperar tu contraseña');
    const eml = await mailTo(user.email, before);
    // Give a stray mail for the unknown address the time the real one took, then count.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mails().length).toBe(before + 1);
    expect(eml).toContain('Subject: =?UTF-8?Q?Recupera_tu_contrase');
    expect(eml).toContain('Recibimos una solicitud para restablecer la contraseña de tu cuenta en Gangazo.');
  });

  test('the mailed link sets a new password once; old sessions end', async () => {
    const { user, token } = await createUser(app);
    await recover(user.email);
    const resetToken = await resetTokenFor(user.email);
    const res = await reset(resetToken, 'recuperada-789');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Tu contraseña ha sido actualizada. Ya puedes iniciar sesión.');
    expect((await login(user.email, 'recuperada-789')).statusCode).toBe(200);
    expect((await current(token)).statusCode).toBe(401);
    const again = await reset(resetToken, 'otra-vez-789');
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.');
    expect((await login(user.email, 'otra-vez-789')).statusCode).toBe(401);
  });

  test('the same link used twice at once works only once', async () => {
    const { user } = await createUser(app);
    await recover(user.email);
    const resetToken = await resetTokenFor(user.email);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => reset(resetToken, `paralela-${i}-1234`)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 410)).toHaveLength(5);
  });

  test('a link older than one hour is refused', async () => {
    const { user, password } = await createUser(app);
    await recover(user.email);
    const resetToken = await resetTokenFor(user.email);
    await PasswordResetModel.updateMany({ userId: user.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await reset(resetToken, 'tarde-12345')).statusCode).toBe(410);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  test('bad inputs are 400s', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/users/get_recover_password', payload: { email: 'a@b.co' } })).json().message).toBe(
      'Falta el campo obligatorio «user» en el cuerpo.',
    );
    expect((await recover('no-es-email')).json().message).toBe('El email no tiene un formato válido.');
    const short = await reset('x'.repeat(43), '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('La nueva contraseña debe tener al menos 8 caracteres.');
    expect((await reset('x'.repeat(43), 'valida-12345')).statusCode).toBe(410);
  });

  test('recovery mails are limited per address', async () => {
    const { user } = await createUser(app);
    for (let i = 0; i < 3; i += 1) expect((await recover(user.email)).statusCode).toBe(200);
    const fourth = await recover(user.email);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^Demasiados intentos/);
  });
});

describe('public profile and activity', () => {
  test('anyone sees the public fields; offer=true adds the offers list', async () => {
    const { user } = await createUser(app, { username: 'costena_ahorradora' });
    const res = await app.inject({ method: 'GET', url: `/api/v1/users/${user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id, name: 'costena_ahorradora', username: 'costena_ahorradora', avatar: null, role: 'user', createdAt: expect.any(String) });
    const withOffers = await app.inject({ method: 'GET', url: `/api/v1/users/${user.id}?offer=true` });
    expect(withOffers.json().offers).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/0123456789abcdef01234567' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/zz' })).statusCode).toBe(400);
  });

  test('history_data pages the activity, newest first', async () => {
    const { user } = await createUser(app);
    for (let i = 1; i <= 12; i += 1) await recordActivity(user.id, { kind: 'offer', title: `Oferta ${i}`, url: `/ofertas/oferta-${i}` });
    const first = await app.inject({ method: 'GET', url: `/api/v1/users/history_data?id=${user.id}&page=1` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, perPage: 10, total: 12 });
    expect(first.json().data[0].title).toBe('Oferta 12');
    const second = await app.inject({ method: 'GET', url: `/api/v1/users/history_data?id=${user.id}&page=2` });
    expect(second.json().data.map((d: { title: string }) => d.title)).toEqual(['Oferta 2', 'Oferta 1']);
    expect((await app.inject({ method: 'GET', url: `/api/v1/users/history_data?id=${user.id}&page=0` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/history_data?page=1' })).json().message).toBe('Falta el campo obligatorio «id» en la consulta.');
  });
});

test('Google sign-in is off without a client id', async () => {
  const res = await app.inject({ method: 'POST', url: '/api/v1/users/google_oauth', payload: { credential: 'x'.repeat(40) } });
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe('El inicio de sesión con Google no está habilitado.');
  expect((await app.inject({ method: 'GET', url: '/api/v1/users/auth_settings' })).json()).toEqual({ googleClientId: null });
});
