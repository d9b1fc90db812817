import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { buildTestApp } from '../../test/build-test-app';
import { multipartForm } from '../../test/multipart';
import { SocialIdentityModel, UserModel } from './model';
import { ensureSuperadmin } from './superadmin';

// A local stand-in for Google's published keys: the BFF fetches them from the configured URL.
type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const CLIENT_ID = 'gangazo-test.apps.googleusercontent.com';
const SUPERADMIN = { email: 'jefa@gangazo.co', password: 'superadmin-clave-segura' };
let app: FastifyInstance;
let server: http.Server;
let signingKey: SigningKey;
let strangerKey: SigningKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  app = await buildTestApp({ googleClientId: CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`, superadmin: SUPERADMIN });
});
afterAll(async () => {
  await app.close();
  server.close();
});

interface TokenOptions {
  sub?: string;
  email?: string;
  name?: string;
  audience?: string;
  issuer?: string;
  expiresIn?: string | number;
  key?: SigningKey;
  emailVerified?: boolean;
}

function googleToken(options: TokenOptions = {}): Promise<string> {
  return new SignJWT({ email: options.email ?? 'maria.jose@gmail.com', email_verified: options.emailVerified ?? true, name: options.name ?? 'María José Restrepo', picture: 'https://lh3.googleusercontent.com/a/foto' })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(options.sub ?? '109876543210')
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? signingKey);
}

const signIn = (credential: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/v1/users/google_oauth', payload: { credential }, remoteAddress });

test('the settings tell the modal to show the Google button', async () => {
  expect((await app.inject({ method: 'GET', url: '/api/v1/users/auth_settings' })).json()).toEqual({ googleClientId: CLIENT_ID });
});

test('a valid ID token creates the account on first sign-in and finds it afterwards', async () => {
  const first = await signIn(await googleToken());
  expect(first.statusCode).toBe(200);
  const me = await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: { authorization: `Bearer ${first.json().jwt}` } });
  expect(me.json()).toMatchObject({ email: 'maria.jose@gmail.com', username: 'maria_jose_restrepo', name: 'María José Restrepo', avatar: 'https://lh3.googleusercontent.com/a/foto', role: 'user' });
  const again = await signIn(await googleToken());
  expect(again.statusCode).toBe(200);
  expect(app.jwt.decode<{ sub: string }>(again.json().jwt)!.sub).toBe(me.json().id);
  expect(await UserModel.countDocuments({ emailNormalized: 'maria.jose@gmail.com' })).toBe(1);
  // A Google-only account has no password: a provider id sent as a password never logs in.
  const byPassword = await app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth: { email: 'maria.jose@gmail.com', password: '109876543210' } } });
  expect(byPassword.statusCode).toBe(401);
});

test('parallel first sign-ins make one account and one identity', async () => {
  const token = await googleToken({ sub: '555', email: 'paralelo@gmail.com', name: 'Pedro Paralelo' });
  const results = await Promise.all(Array.from({ length: 8 }, () => signIn(token)));
  expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
  expect(new Set(results.map((r) => app.jwt.decode<{ sub: string }>(r.json().jwt)!.sub)).size).toBe(1);
  expect(await UserModel.countDocuments({ emailNormalized: 'paralelo@gmail.com' })).toBe(1);
  expect(await SocialIdentityModel.countDocuments({ subject: '555' })).toBe(1);
});

test("a new account whose name is another account's username gets a suffix", async () => {
  await UserModel.create({ name: 'x', username: 'ana_gomez', usernameNormalized: 'ana_gomez', email: 'otra@example.co', emailNormalized: 'otra@example.co' });
  const res = await signIn(await googleToken({ sub: '777', email: 'ana@gmail.com', name: 'Ana Gómez' }));
  const me = await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: { authorization: `Bearer ${res.json().jwt}` } });
  expect(me.json().username).toBe('ana_gomez_2');
  expect(await UserModel.countDocuments({ emailNormalized: { $in: ['otra@example.co', 'ana@gmail.com'] } })).toBe(2);
});

describe('an existing e-mail account is linked, and Google takes it over from an unproven password', () => {
  const victim = { email: 'Victima@gmail.com', password: 'del-intruso-123' };
  const current = (jwt: string) => app.inject({ method: 'GET', url: '/api/v1/users/current', headers: { authorization: `Bearer ${jwt}` } });
  const login = (password: string) => app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth: { email: victim.email, password } }, remoteAddress: '10.9.0.1' });

  test('the pre-registered password and its sessions stop working; the Google owner holds the account', async () => {
    // Registration checks no mailbox: anyone can register someone else's address with a password.
    const form = multipartForm({ 'user[username]': 'se_adelanto', 'user[email]': victim.email, 'user[password]': victim.password });
    const registered = await app.inject({ method: 'POST', url: '/api/v1/users/confirm_user', payload: form.payload, headers: form.headers, remoteAddress: '10.9.0.1' });
    expect(registered.json().valueUser).toBe(true);
    const intruder = await login(victim.password);
    expect(intruder.statusCode).toBe(200);
    const intruderJwt: string = intruder.json().jwt;
    const accountId = (await current(intruderJwt)).json().id;

    const google = await signIn(await googleToken({ sub: 'victim-sub', email: 'victima@gmail.com', name: 'Víctima Real' }), '10.9.0.1');
    expect(google.statusCode).toBe(200);
    const me = await current(google.json().jwt);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: accountId, email: victim.email, username: 'se_adelanto' });
    expect(await UserModel.countDocuments({ emailNormalized: 'victima@gmail.com' })).toBe(1);

    expect((await current(intruderJwt)).statusCode).toBe(401);
    const byPassword = await login(victim.password);
    expect(byPassword.statusCode).toBe(401);
    expect(byPassword.json().message).toBe('Email o contraseña incorrectos');
    expect((await UserModel.findById(accountId).lean())?.passwordHash).toBeNull();
  });

  test('a password the Google owner sets afterwards survives the next Google sign-ins', async () => {
    const google = await signIn(await googleToken({ sub: 'victim-sub', email: 'victima@gmail.com', name: 'Víctima Real' }), '10.9.0.1');
    const { id } = (await current(google.json().jwt)).json();
    const form = multipartForm({ password: 'la-de-la-duena-456' });
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/users/change_password/${id}`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${google.json().jwt}` },
      remoteAddress: '10.9.0.1',
    });
    expect(changed.statusCode).toBe(200);

    const again = await signIn(await googleToken({ sub: 'victim-sub', email: 'victima@gmail.com', name: 'Víctima Real' }), '10.9.0.1');
    expect(again.statusCode).toBe(200);
    expect((await current(changed.json().jwt)).statusCode).toBe(200);
    expect((await login('la-de-la-duena-456')).statusCode).toBe(200);
  });
});

test.each([
  ['another audience', { audience: 'someone-else.apps.googleusercontent.com' }],
  ['another issuer', { issuer: 'https://evil.example.com' }],
  ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 3600 }],
  ['a key Google did not publish', { stranger: true }],
  ['an unverified e-mail', { emailVerified: false }],
] as Array<[string, TokenOptions & { stranger?: boolean }]>)('%s is refused with a 401 and creates nothing', async (_label, { stranger, ...options }) => {
  const before = await UserModel.countDocuments();
  const opts: TokenOptions = { ...options, sub: 'bad-1', email: 'intruso@gmail.com', ...(stranger ? { key: strangerKey } : {}) };
  const res = await signIn(await googleToken(opts));
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toMatch(/Google/);
  expect(await UserModel.countDocuments()).toBe(before);
});

test('garbage or a missing credential is a 4xx', async () => {
  expect((await signIn('a'.repeat(40))).statusCode).toBe(401);
  const missing = await app.inject({ method: 'POST', url: '/api/v1/users/google_oauth', payload: { auth: { email: 'a@b.co', password: '123', username: 'x' } } });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toBe('Falta el campo obligatorio «credential» en el cuerpo.');
});

test('an account someone registered with the superadmin e-mail is taken over by the settings, not handed power', async () => {
  const email = 'operacion@gangazo.co';
  const form = multipartForm({ 'user[username]': 'madrugador', 'user[email]': email, 'user[password]': 'clave-del-intruso' });
  expect((await app.inject({ method: 'POST', url: '/api/v1/users/confirm_user', ...form })).json().valueUser).toBe(true);
  const intruder = (await app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth: { email, password: 'clave-del-intruso' } } })).json().jwt as string;

  const settings = { email, password: 'la-clave-de-operacion-2026' };
  await ensureSuperadmin({ config: { ...app.config, superadmin: settings }, log: app.log } as unknown as FastifyInstance);

  const stored = await UserModel.findOne({ emailNormalized: email }, { role: 1 }).lean();
  expect(stored?.role).toBe('superadmin');
  const current = (token: string) => app.inject({ method: 'GET', url: '/api/v1/users/current', headers: { authorization: `Bearer ${token}` } });
  expect((await current(intruder)).statusCode).toBe(401);
  expect((await app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth: { email, password: 'clave-del-intruso' } } })).statusCode).toBe(401);
  const operator = await app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth: settings } });
  expect(operator.statusCode).toBe(200);
  expect(app.jwt.decode<{ role: string }>(operator.json().jwt)!.role).toBe('superadmin');
});

test('the superadmin from settings exists after start and can log in', async () => {
  const res = await app.inject({ method: 'POST', url: '/api/v1/user_token', payload: { auth: SUPERADMIN } });
  expect(res.statusCode).toBe(200);
  expect(app.jwt.decode<{ role: string }>(res.json().jwt)!.role).toBe('superadmin');
  const stored = await UserModel.findOne({ emailNormalized: SUPERADMIN.email }).lean();
  expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
});
