import fs from 'node:fs';
import path from 'node:path';
import { PLATFORM_VERSION } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeStaticFixture } from '../../test/build-test-app';
import { createUser } from '../../test/login';
import { hungHost, refusingOrigin, serveFolder, tempDir, writeRemoteBuild, type TestHost } from '../../test/remote-build';
import { RemoteDeployModel, RemoteModel } from './model';

const OPS_TOKEN = 'ops-deploy-token-with-at-least-24-chars';
const DEMO_TOKEN = 'demo-team-token-with-at-least-24-chars';
const OTHER_TOKEN = 'other-team-token-with-at-least-24-chars';
const CHECK_TIMEOUT_MS = 600;

let app: FastifyInstance;
/** A team's static host with versioned builds of `demo` under /demo/<version>/. */
let cdn: TestHost;
let cdnRoot: string;
/** A host the BFF may load server code from (SSR_ALLOWED_ORIGINS) — the same CDN. */
let staticRoot: string;

function publish(version: string, options: { platform?: string; name?: string; routes?: string[] } = {}): { entry: string; chunks: string[]; dir: string } {
  const dir = path.join(cdnRoot, 'demo', version);
  const built = writeRemoteBuild(dir, { name: options.name ?? 'demo', version, routes: options.routes ?? ['/demo/:id'], platform: options.platform ?? '^1.0.0' });
  return { ...built, dir };
}

function deployBody(version: string, overrides: Record<string, unknown> = {}) {
  return {
    version,
    entry: `${cdn.origin}/demo/${version}/mf-manifest.json`,
    serverEntry: `${cdn.origin}/demo/${version}/server/remoteEntry.js`,
    routes: ['/demo/:id'],
    slots: ['topbar.search'],
    platform: '^1.0.0',
    ...overrides,
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function put(name: string, payload: object, token = OPS_TOKEN) {
  return app.inject({ method: 'PUT', url: `/api/v1/remotes/${name}`, payload, headers: bearer(token) });
}

async function live(name: string) {
  const list = await app.inject({ method: 'GET', url: '/api/v1/remotes' });
  return (list.json().remotes as { name: string; version: string; entry: string; source: string; serverEntry?: string }[]).find((r) => r.name === name);
}

beforeAll(async () => {
  cdnRoot = tempDir('gangazo-cdn-');
  cdn = await serveFolder(cdnRoot);
  staticRoot = makeStaticFixture();
  fs.rmSync(path.join(staticRoot, 'mf-demo', 'dist'), { recursive: true });
  writeRemoteBuild(path.join(staticRoot, 'mf-demo', 'dist'), { name: 'demo', version: '1.2.3', routes: ['/demo/:id'], slots: ['topbar.search'] });
  writeRemoteBuild(path.join(staticRoot, 'mf-other', 'dist'), { name: 'other', version: '3.0.0', routes: ['/', '/otra/:slug'], slots: ['overlay'] });
  app = await buildTestApp({
    staticRoot,
    remotesDeployToken: OPS_TOKEN,
    remotesDeployTokens: [
      { remote: 'demo', token: DEMO_TOKEN },
      { remote: 'other', token: OTHER_TOKEN },
    ],
    remotesCheckTimeoutMs: CHECK_TIMEOUT_MS,
    ssr: { enabled: true, budgetMs: 200, allowedOrigins: [cdn.origin] },
  });
});
afterAll(async () => {
  await app.close();
  await cdn.close();
});
beforeEach(async () => {
  await RemoteDeployModel.deleteMany({});
  await RemoteModel.deleteMany({});
  await app.remotes.syncLocal();
});

describe('the registry', () => {
  test('lists the remotes built in the checkout', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/remotes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json().remotes).toEqual([
      expect.objectContaining({ name: 'demo', version: '1.2.3', entry: '/mf/demo/mf-manifest.json', serverEntry: '/mf/demo/server/remoteEntry.js', source: 'local' }),
      expect.objectContaining({ name: 'other', version: '3.0.0', routes: ['/', '/otra/:slug'], source: 'local' }),
    ]);
  });

  test("the build ledger kept beside the shell's and a remote's files is not served", async () => {
    fs.writeFileSync(path.join(staticRoot, 'mf-demo', 'dist', '.gangazo-builds.json'), '{"builds":[]}');
    expect((await app.inject({ method: 'GET', url: '/mf/demo/.gangazo-builds.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/mf/demo/mf-manifest.json' })).statusCode).toBe(200);
    fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', '.gangazo-builds.json'), '{"builds":[]}');
    expect((await app.inject({ method: 'GET', url: '/.gangazo-builds.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/main.0123456789abcdef.js' })).statusCode).toBe(200);
  });

  test('a local rebuild with a new version shows up without a restart', async () => {
    const descriptorFile = path.join(staticRoot, 'mf-other', 'dist', 'remote.json');
    const original = fs.readFileSync(descriptorFile, 'utf8');
    try {
      fs.writeFileSync(descriptorFile, JSON.stringify({ ...JSON.parse(original), version: '3.1.0' }));
      // A different mtime even on file systems with coarse timestamps.
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(descriptorFile, later, later);
      await app.remotes.syncLocal([]); // drops the cached list, as its five seconds running out would
      expect((await live('other'))?.version).toBe('3.1.0');
    } finally {
      fs.writeFileSync(descriptorFile, original);
    }
  });
});

describe('who may deploy', () => {
  test('no token is a 401, an unknown one a 403', async () => {
    publish('2.0.0');
    const none = await app.inject({ method: 'PUT', url: '/api/v1/remotes/demo', payload: deployBody('2.0.0') });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Falta el token de despliegue.');
    const wrong = await put('demo', deployBody('2.0.0'), 'not-a-token-of-this-site-at-all');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('El token de despliegue no es válido.');
  });

  test("a remote's token deploys that remote and is refused on another (PUT, rollback, DELETE, history)", async () => {
    publish('2.0.0');
    const own = await put('demo', deployBody('2.0.0'), DEMO_TOKEN);
    expect(own.statusCode).toBe(200);

    const elsewhere = await put('other', { ...deployBody('2.0.0'), routes: ['/otra/:slug'], slots: [] }, DEMO_TOKEN);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('El token de despliegue de «demo» solo sirve para «demo», no para «other».');
    for (const request of [
      { method: 'POST' as const, url: '/api/v1/remotes/demo/rollback' },
      { method: 'DELETE' as const, url: '/api/v1/remotes/demo' },
      { method: 'GET' as const, url: '/api/v1/remotes/demo/history' },
    ]) {
      const res = await app.inject({ ...request, headers: bearer(OTHER_TOKEN) });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('solo sirve para «other»');
    }
    expect((await live('demo'))?.version).toBe('2.0.0');
  });

  test('a bad deploy body is a 400 and changes nothing', async () => {
    const res = await put('demo', { ...deployBody('2.0.0'), routes: ['no-leading-slash'] });
    expect(res.statusCode).toBe(400);
    expect((await live('demo'))?.version).toBe('1.2.3');
  });
});

describe('a deploy is checked before it goes live', () => {
  test('a published build goes live: its entry in the HTML, its step in the history', async () => {
    const { entry, chunks } = publish('2.0.0');
    cdn.requests.length = 0;
    const res = await put('demo', deployBody('2.0.0'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'demo', version: '2.0.0', source: 'deployed', entry: `${cdn.origin}/demo/2.0.0/mf-manifest.json` });
    // The manifest, the entry, every file of ./remote and the server container were fetched.
    expect(cdn.requests).toEqual(
      expect.arrayContaining(['/demo/2.0.0/mf-manifest.json', `/demo/2.0.0/${entry}`, ...chunks.map((c) => `/demo/2.0.0/${c}`), '/demo/2.0.0/server/remoteEntry.js']),
    );
    const html = await app.inject({ method: 'GET', url: '/demo/7', headers: { accept: 'text/html' } });
    expect(html.body).toContain(`${cdn.origin}/demo/2.0.0/mf-manifest.json`);
    const history = await app.inject({ method: 'GET', url: '/api/v1/remotes/demo/history', headers: bearer(OPS_TOKEN) });
    expect(history.json()).toMatchObject({ name: 'demo', deploys: [{ seq: 1, kind: 'deploy', version: '2.0.0', by: 'ops', rolledBack: false }] });
  });

  test('a host that refuses connections is refused at once', async () => {
    const origin = await refusingOrigin();
    const res = await put('demo', deployBody('2.0.0', { entry: `${origin}/demo/mf-manifest.json`, serverEntry: undefined }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`${origin.slice(7)} rechazó la conexión al pedir el manifiesto (${origin}/demo/mf-manifest.json); el despliegue no se aplica.`);
    expect((await live('demo'))?.version).toBe('1.2.3');
  });

  test('a host that hangs is refused after the short timeout, not waited on', async () => {
    const hung = await hungHost();
    try {
      const started = Date.now();
      const res = await put('demo', deployBody('2.0.0', { entry: `${hung.origin}/demo/mf-manifest.json`, serverEntry: undefined }));
      const took = Date.now() - started;
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain(`no respondió en ${CHECK_TIMEOUT_MS / 1000} s al pedir el manifiesto`);
      expect(took).toBeGreaterThanOrEqual(CHECK_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(CHECK_TIMEOUT_MS + 1500);
      expect(hung.requests).toEqual(['/demo/mf-manifest.json']);
    } finally {
      await hung.close();
    }
    expect((await live('demo'))?.version).toBe('1.2.3');
  });

  test('a manifest with a missing chunk is refused, naming the file', async () => {
    const { dir, chunks } = publish('2.1.0');
    fs.rmSync(path.join(dir, chunks[1] as string));
    const res = await put('demo', deployBody('2.1.0'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`Faltan archivos del build (404): ${cdn.origin}/demo/2.1.0/${chunks[1]}. Publica todos los archivos de dist/ antes de desplegar.`);
    expect((await live('demo'))?.version).toBe('1.2.3');
  });

  test('a missing entry script, a manifest of another remote, or no manifest at all are refused', async () => {
    const { dir, entry } = publish('2.2.0');
    fs.rmSync(path.join(dir, entry));
    const noEntry = await put('demo', deployBody('2.2.0'));
    expect(noEntry.statusCode).toBe(422);
    expect(noEntry.json().message).toContain(`${cdn.origin}/demo/2.2.0/${entry}`);

    publish('2.3.0', { name: 'forum' });
    const foreign = await put('demo', deployBody('2.3.0'));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(`El manifiesto ${cdn.origin}/demo/2.3.0/mf-manifest.json es del remoto «forum», no de «demo».`);

    const nothing = await put('demo', deployBody('9.9.9'));
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe(`${cdn.origin}/demo/9.9.9/mf-manifest.json respondió 404 al pedir el manifiesto; el despliegue no se aplica.`);
  });

  test('a platform range the shell does not satisfy is refused before anything is fetched', async () => {
    publish('3.0.0', { platform: '^2.0.0' });
    cdn.requests.length = 0;
    const res = await put('demo', deployBody('3.0.0', { platform: '^2.0.0' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`El remoto «demo» pide la plataforma ^2.0.0 y el shell ofrece ${PLATFORM_VERSION}: no se cargaría. Compílalo contra @gangazo/platform ${PLATFORM_VERSION}.`);
    expect(cdn.requests).toEqual([]);
    expect((await live('demo'))?.version).toBe('1.2.3');
  });

  test("routes and exclusive slots of another remote are refused; the shared overlay is not", async () => {
    publish('2.0.0');
    // A new remote `aaa` claiming the home page, which `other` owns.
    const home = await put('aaa', deployBody('2.0.0', { routes: ['/'], slots: [] }));
    expect(home.statusCode).toBe(409);
    expect(home.json().message).toBe('La ruta «/» ya es del remoto «other» («/»); un remoto solo publica sus propias páginas.');
    // The same page with another parameter name is the same page.
    const renamed = await put('demo', deployBody('2.0.0', { routes: ['/demo/:id', '/otra/:id'] }));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toContain('«/otra/:id» ya es del remoto «other» («/otra/:slug»)');
    const slot = await put('other', deployBody('2.0.0', { routes: ['/', '/otra/:slug'], slots: ['topbar.search'] }));
    expect(slot.statusCode).toBe(409);
    expect(slot.json().message).toBe('El espacio «topbar.search» ya lo ocupa el remoto «demo» y solo cabe uno.');
    expect((await app.inject({ method: 'GET', url: '/api/v1/remotes' })).json().remotes.map((r: { name: string }) => r.name)).toEqual(['demo', 'other']);

    const overlay = await put('demo', deployBody('2.0.0', { slots: ['topbar.search', 'overlay'] }));
    expect(overlay.statusCode).toBe(200);
  });

  test('server code only from this site or an allowed origin, and it must be there', async () => {
    publish('2.0.0');
    const elsewhere = await put('demo', deployBody('2.0.0', { serverEntry: 'https://evil.example.com/server/remoteEntry.js' }));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().message).toBe(
      'El código de servidor solo se carga desde este sitio o desde un origen de SSR_ALLOWED_ORIGINS, y https://evil.example.com no está en la lista.',
    );
    const missing = await put('demo', deployBody('2.0.0', { serverEntry: `${cdn.origin}/demo/2.0.0/server/otro.js` }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(`${cdn.origin}/demo/2.0.0/server/otro.js respondió 404 al pedir el contenedor de servidor; el despliegue no se aplica.`);
    const notLocal = await put('demo', deployBody('2.0.0', { serverEntry: '/mf/demo/remote.json' }));
    expect(notLocal.statusCode).toBe(422);
    expect(notLocal.json().message).toBe('«/mf/demo/remote.json» no es el contenedor de servidor de un build de este sitio.');
  });

  test("entries on this site (/mf/…) are checked through the BFF itself; other paths are not entries", async () => {
    const local = await put('demo', deployBody('1.2.3-etiquetada', { entry: '/mf/demo/mf-manifest.json', serverEntry: '/mf/demo/server/remoteEntry.js' }));
    expect(local.statusCode).toBe(200);
    expect(local.json()).toMatchObject({ version: '1.2.3-etiquetada', entry: '/mf/demo/mf-manifest.json', source: 'deployed' });

    const absent = await put('demo', deployBody('1.2.4', { entry: '/mf/demo/1.2.4/mf-manifest.json', serverEntry: undefined }));
    expect(absent.statusCode).toBe(422);
    expect(absent.json().message).toBe('/mf/demo/1.2.4/mf-manifest.json respondió 404 al pedir el manifiesto; el despliegue no se aplica.');

    for (const entry of ['/api/v1/remotes', '//evil.example.com/mf-manifest.json', 'ftp://cdn.example.co/mf-manifest.json', 'mf-manifest.json']) {
      const res = await put('demo', deployBody('1.2.5', { entry, serverEntry: undefined }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('«entry» debe ser una URL http(s) o una ruta /mf/… de este sitio.');
    }
  });
});

describe('history and rollback', () => {
  test('every step is recorded with who did it; one rollback goes one step back, a second one further, then 409', async () => {
    publish('2.0.0');
    publish('2.1.0');
    expect((await put('demo', deployBody('2.0.0'), DEMO_TOKEN)).statusCode).toBe(200);
    expect((await put('demo', deployBody('2.1.0'))).statusCode).toBe(200);

    const first = await app.inject({ method: 'POST', url: '/api/v1/remotes/demo/rollback', headers: bearer(DEMO_TOKEN) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ live: { version: '2.0.0', source: 'deployed' }, step: { seq: 3, kind: 'rollback', version: '2.0.0', restores: 1, by: 'demo' } });
    expect((await live('demo'))?.version).toBe('2.0.0');

    // Before the first deploy was this checkout's build.
    const second = await app.inject({ method: 'POST', url: '/api/v1/remotes/demo/rollback', headers: bearer(OPS_TOKEN) });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ live: { version: '1.2.3', source: 'local', entry: '/mf/demo/mf-manifest.json' }, step: { kind: 'rollback', restores: 0, by: 'ops' } });

    const third = await app.inject({ method: 'POST', url: '/api/v1/remotes/demo/rollback', headers: bearer(OPS_TOKEN) });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('No hay un despliegue anterior de «demo» al que volver.');

    const history = await app.inject({ method: 'GET', url: '/api/v1/remotes/demo/history', headers: bearer(DEMO_TOKEN) });
    expect(history.statusCode).toBe(200);
    const steps = history.json().deploys as { seq: number; kind: string; version: string; by: string; at: string; rolledBack: boolean; entry: string }[];
    expect(steps.map((s) => [s.seq, s.kind, s.version, s.by, s.rolledBack])).toEqual([
      [4, 'rollback', '1.2.3', 'ops', false],
      [3, 'rollback', '2.0.0', 'demo', false],
      [2, 'deploy', '2.1.0', 'ops', true],
      [1, 'deploy', '2.0.0', 'demo', true],
    ]);
    expect(steps[3]?.entry).toBe(`${cdn.origin}/demo/2.0.0/mf-manifest.json`);
    expect(Date.now() - Date.parse(steps[0]?.at ?? '')).toBeLessThan(60_000);
  });

  test('a deploy after a rollback stacks on the build it rolled back to', async () => {
    publish('2.0.0');
    publish('2.1.0');
    publish('2.2.0');
    await put('demo', deployBody('2.0.0'));
    await put('demo', deployBody('2.1.0'));
    await app.inject({ method: 'POST', url: '/api/v1/remotes/demo/rollback', headers: bearer(OPS_TOKEN) });
    await put('demo', deployBody('2.2.0'));
    const back = await app.inject({ method: 'POST', url: '/api/v1/remotes/demo/rollback', headers: bearer(OPS_TOKEN) });
    expect(back.json().live.version).toBe('2.0.0');
  });

  test('DELETE returns to the local build and is recorded; a rollback then undoes it', async () => {
    publish('2.0.0');
    await put('demo', deployBody('2.0.0'));
    const released = await app.inject({ method: 'DELETE', url: '/api/v1/remotes/demo', headers: bearer(DEMO_TOKEN) });
    expect(released.statusCode).toBe(204);
    expect(await live('demo')).toMatchObject({ version: '1.2.3', source: 'local' });
    const back = await app.inject({ method: 'POST', url: '/api/v1/remotes/demo/rollback', headers: bearer(OPS_TOKEN) });
    expect(back.json()).toMatchObject({ live: { version: '2.0.0', source: 'deployed' }, step: { restores: 1 } });
    const history = await app.inject({ method: 'GET', url: '/api/v1/remotes/demo/history?limit=2', headers: bearer(OPS_TOKEN) });
    expect(history.json().deploys.map((s: { kind: string }) => s.kind)).toEqual(['rollback', 'release']);
  });

  test('a rollback to a build that is gone from its host is refused like a deploy', async () => {
    const { dir } = publish('2.0.0');
    publish('2.1.0');
    await put('demo', deployBody('2.0.0'));
    await put('demo', deployBody('2.1.0'));
    fs.rmSync(dir, { recursive: true });
    const res = await app.inject({ method: 'POST', url: '/api/v1/remotes/demo/rollback', headers: bearer(OPS_TOKEN) });
    expect(res.statusCode).toBe(422);
    expect((await live('demo'))?.version).toBe('2.1.0');
  });

  test("a remote deployed only through the API leaves the registry on DELETE, and a rollback brings it back", async () => {
    writeRemoteBuild(path.join(cdnRoot, 'nuevo', '2.0.0'), { name: 'nuevo', version: '2.0.0', routes: ['/nuevo'] });
    const body = deployBody('2.0.0', { entry: `${cdn.origin}/nuevo/2.0.0/mf-manifest.json`, routes: ['/nuevo'], slots: [], serverEntry: undefined });
    expect((await put('nuevo', body)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/v1/remotes/nuevo/rollback', headers: bearer(OPS_TOKEN) })).statusCode).toBe(409);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/remotes/nuevo', headers: bearer(OPS_TOKEN) })).statusCode).toBe(204);
    expect(await live('nuevo')).toBeUndefined();
    const back = await app.inject({ method: 'POST', url: '/api/v1/remotes/nuevo/rollback', headers: bearer(OPS_TOKEN) });
    expect(back.json().live).toMatchObject({ name: 'nuevo', version: '2.0.0' });
  });

  test('the history and rollback are for deploy tokens and superadmins only', async () => {
    const url = '/api/v1/remotes/demo/history';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const member = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    const superadmin = await createUser(app, { role: 'superadmin' });
    expect((await app.inject({ method: 'GET', url, headers: member.authHeader })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url, headers: admin.authHeader })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url, headers: superadmin.authHeader })).statusCode).toBe(200);

    publish('2.0.0');
    await put('demo', deployBody('2.0.0'));
    const rollback = await app.inject({ method: 'POST', url: '/api/v1/remotes/demo/rollback', headers: superadmin.authHeader });
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json().step.by).toBe(`superadmin:${superadmin.user.username}`);
    // A session never deploys: that is the teams' tooling, with their token.
    expect((await put('demo', deployBody('2.0.0'), superadmin.token)).statusCode).toBe(403);
  });
});

describe('a BFF without deploy tokens', () => {
  test('says deploys are off, and still shows a superadmin the history', async () => {
    const { remotesDeployToken, remotesDeployTokens } = app.config;
    // The same app with the settings of a BFF started without them (one engine per test file).
    Object.assign(app.config, { remotesDeployToken: undefined, remotesDeployTokens: [] });
    try {
      const res = await put('demo', deployBody('2.0.0'));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('El despliegue de remotos no está habilitado: define REMOTES_DEPLOY_TOKEN o REMOTES_DEPLOY_TOKENS.');
      const superadmin = await createUser(app, { role: 'superadmin' });
      const history = await app.inject({ method: 'GET', url: '/api/v1/remotes/demo/history', headers: superadmin.authHeader });
      expect(history.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/v1/remotes/demo/history', headers: bearer(OPS_TOKEN) })).statusCode).toBe(403);
    } finally {
      Object.assign(app.config, { remotesDeployToken, remotesDeployTokens });
    }
  });
});
