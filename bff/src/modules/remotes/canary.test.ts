import fs from 'node:fs';
import path from 'node:path';
import type { RemoteEntry } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeStaticFixture } from '../../test/build-test-app';
import { createUser } from '../../test/login';
import { serveFolder, tempDir, writeRemoteBuild, type TestHost } from '../../test/remote-build';
import { RemoteDeployModel, RemoteModel } from './model';

const OPS_TOKEN = 'ops-deploy-token-of-the-canary-test-file';
const DEMO_TOKEN = 'demo-team-token-of-the-canary-test-file';
const OTHER_TOKEN = 'other-team-token-of-the-canary-test-file';

let app: FastifyInstance;
/** A team's static host with versioned builds of `demo` under /demo/<version>/. */
let cdn: TestHost;
/** A second team host, only ever named by a canary. */
let canaryCdn: TestHost;
let cdnRoot: string;

function publish(version: string, options: { platform?: string; routes?: string[] } = {}): { dir: string } {
  const dir = path.join(cdnRoot, 'demo', version);
  writeRemoteBuild(dir, { name: 'demo', version, routes: options.routes ?? ['/demo/:id'], platform: options.platform ?? '^1.0.0' });
  return { dir };
}

function deployBody(version: string, overrides: Record<string, unknown> = {}) {
  return {
    version,
    entry: `${cdn.origin}/demo/${version}/mf-manifest.json`,
    routes: ['/demo/:id'],
    slots: ['topbar.search'],
    platform: '^1.0.0',
    ...overrides,
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function put(payload: object, token = OPS_TOKEN, name = 'demo') {
  return app.inject({ method: 'PUT', url: `/api/v1/remotes/${name}`, payload, headers: bearer(token) });
}

async function live(name = 'demo'): Promise<RemoteEntry | undefined> {
  const list = await app.inject({ method: 'GET', url: '/api/v1/remotes' });
  return (list.json().remotes as RemoteEntry[]).find((r) => r.name === name);
}

async function steps(): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/remotes/demo/history', headers: bearer(OPS_TOKEN) });
  return (res.json().deploys as { kind: string; version: string; percent?: number }[]).map((s) => `${s.kind}:${s.version}${s.percent === undefined ? '' : `@${s.percent}`}`);
}

beforeAll(async () => {
  cdnRoot = tempDir('gangazo-canary-cdn-');
  cdn = await serveFolder(cdnRoot);
  canaryCdn = await serveFolder(cdnRoot);
  const staticRoot = makeStaticFixture();
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
    remotesCheckTimeoutMs: 600,
  });
});
afterAll(async () => {
  await app.close();
  await cdn.close();
  await canaryCdn.close();
});
beforeEach(async () => {
  await RemoteDeployModel.deleteMany({});
  await RemoteModel.deleteMany({});
  await app.remotes.syncLocal();
});

describe('a canary deploy', () => {
  test('goes beside the stable entry with its share; the page keeps the stable entry and allows the canary origin', async () => {
    publish('2.0.0');
    const res = await put(deployBody('2.0.0', { entry: `${canaryCdn.origin}/demo/2.0.0/mf-manifest.json`, canary: { percent: 10 } }), DEMO_TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      version: '1.2.3',
      entry: '/mf/demo/mf-manifest.json',
      source: 'local',
      canary: { version: '2.0.0', entry: `${canaryCdn.origin}/demo/2.0.0/mf-manifest.json`, percent: 10, routes: ['/demo/:id'] },
    });
    expect(await live()).toMatchObject({ version: '1.2.3', canary: { version: '2.0.0', percent: 10 } });
    expect(await steps()).toEqual(['canary:2.0.0@10']);

    const page = await app.inject({ method: 'GET', url: '/demo/7', headers: { accept: 'text/html' } });
    // The browser decides (its bucket); the bootstrap carries both, the policy allows both.
    expect(page.body).toContain(`${canaryCdn.origin}/demo/2.0.0/mf-manifest.json`);
    const scripts = String(page.headers['content-security-policy']).split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scripts.split(' ')).toContain(canaryCdn.origin);
  });

  test('a new share is a new canary step; a plain deploy replaces the stable entry and drops the canary', async () => {
    publish('2.0.0');
    publish('2.1.0');
    expect((await put(deployBody('2.0.0', { canary: { percent: 0 } }))).statusCode).toBe(200);
    expect((await put(deployBody('2.0.0', { canary: { percent: 100 } }))).statusCode).toBe(200);
    expect((await live())?.canary?.percent).toBe(100);
    const plain = await put(deployBody('2.1.0'));
    expect(plain.statusCode).toBe(200);
    expect(plain.json().canary).toBeUndefined();
    expect(await live()).toMatchObject({ version: '2.1.0', source: 'deployed' });
    expect((await live())?.canary).toBeUndefined();
    expect(await steps()).toEqual(['deploy:2.1.0', 'canary:2.0.0@100', 'canary:2.0.0@0']);
  });

  test('is checked like a deploy: missing files, another platform, routes of another remote, a share out of range', async () => {
    const { dir } = publish('2.0.0');
    fs.rmSync(path.join(dir, 'mf-manifest.json'));
    const missing = await put(deployBody('2.0.0', { canary: { percent: 5 } }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(`${cdn.origin}/demo/2.0.0/mf-manifest.json respondió 404 al pedir el manifiesto; el despliegue no se aplica.`);

    publish('3.0.0', { platform: '^2.0.0' });
    const platform = await put(deployBody('3.0.0', { platform: '^2.0.0', canary: { percent: 5 } }));
    expect(platform.statusCode).toBe(422);
    expect(platform.json().message).toContain('pide la plataforma ^2.0.0');

    publish('2.2.0');
    const home = await put(deployBody('2.2.0', { routes: ['/demo/:id', '/'], canary: { percent: 5 } }));
    expect(home.statusCode).toBe(409);
    expect(home.json().message).toBe('La ruta «/» ya es del remoto «other» («/»); un remoto solo publica sus propias páginas.');

    for (const percent of [-1, 101, 12.5]) {
      const res = await put(deployBody('2.2.0', { canary: { percent } }));
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await live())?.canary).toBeUndefined();
    expect(await steps()).toEqual([]);
  });

  test("a canary's routes are taken: another remote cannot claim them while it runs", async () => {
    publish('2.0.0', { routes: ['/demo/:id', '/demo-nueva'] });
    expect((await put(deployBody('2.0.0', { routes: ['/demo/:id', '/demo-nueva'], canary: { percent: 5 } }))).statusCode).toBe(200);
    writeRemoteBuild(path.join(cdnRoot, 'other', '4.0.0'), { name: 'other', version: '4.0.0', routes: ['/', '/otra/:slug', '/demo-nueva'] });
    const clash = await put(
      { version: '4.0.0', entry: `${cdn.origin}/other/4.0.0/mf-manifest.json`, routes: ['/', '/otra/:slug', '/demo-nueva'], slots: ['overlay'], platform: '^1.0.0' },
      OTHER_TOKEN,
      'other',
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('«/demo-nueva» ya es del remoto «demo»');
  });

  test('needs a stable entry to share browsers with', async () => {
    writeRemoteBuild(path.join(cdnRoot, 'nuevo', '1.0.0'), { name: 'nuevo', version: '1.0.0', routes: ['/nuevo'] });
    const res = await put({ ...deployBody('1.0.0', { entry: `${cdn.origin}/nuevo/1.0.0/mf-manifest.json`, routes: ['/nuevo'], slots: [] }), canary: { percent: 50 } }, OPS_TOKEN, 'nuevo');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('«nuevo» no tiene una versión estable: despliégalo primero sin «canary».');
    expect(await live('nuevo')).toBeUndefined();
  });
});

describe('promote and drop', () => {
  test('promote makes the canary the stable entry, recorded as a deploy that promotes it; a rollback returns to the stable before it', async () => {
    publish('2.0.0');
    publish('2.1.0');
    expect((await put(deployBody('2.0.0'))).statusCode).toBe(200);
    expect((await put(deployBody('2.1.0', { canary: { percent: 20 } }))).statusCode).toBe(200);
    const promoted = await app.inject({ method: 'POST', url: '/api/v1/remotes/demo/promote', headers: bearer(DEMO_TOKEN) });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ live: { version: '2.1.0', entry: `${cdn.origin}/demo/2.1.0/mf-manifest.json` }, step: { seq: 3, kind: 'deploy', version: '2.1.0', promotes: 2, by: 'demo' } });
    expect(promoted.json().live.canary).toBeUndefined();
    expect((await live())?.canary).toBeUndefined();

    const again = await app.inject({ method: 'POST', url: '/api/v1/remotes/demo/promote', headers: bearer(DEMO_TOKEN) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('«demo» no tiene un canario que promover.');

    const back = await app.inject({ method: 'POST', url: '/api/v1/remotes/demo/rollback', headers: bearer(OPS_TOKEN) });
    expect(back.statusCode).toBe(200);
    expect(back.json().live.version).toBe('2.0.0');
  });

  test('promote checks the build again: gone from its host, it is refused and the canary stays', async () => {
    const { dir } = publish('2.0.0');
    expect((await put(deployBody('2.0.0', { canary: { percent: 50 } }))).statusCode).toBe(200);
    fs.rmSync(dir, { recursive: true });
    const res = await app.inject({ method: 'POST', url: '/api/v1/remotes/demo/promote', headers: bearer(OPS_TOKEN) });
    expect(res.statusCode).toBe(422);
    expect(await live()).toMatchObject({ version: '1.2.3', canary: { version: '2.0.0', percent: 50 } });
  });

  test('DELETE …/canary withdraws it (recorded); a rollback or DELETE of the remote drops it too', async () => {
    publish('2.0.0');
    publish('2.1.0');
    await put(deployBody('2.0.0', { canary: { percent: 30 } }));
    const dropped = await app.inject({ method: 'DELETE', url: '/api/v1/remotes/demo/canary', headers: bearer(DEMO_TOKEN) });
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json()).toMatchObject({ version: '1.2.3' });
    expect(dropped.json().canary).toBeUndefined();
    const none = await app.inject({ method: 'DELETE', url: '/api/v1/remotes/demo/canary', headers: bearer(DEMO_TOKEN) });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('«demo» no tiene un canario que retirar.');

    await put(deployBody('2.0.0'));
    await put(deployBody('2.1.0', { canary: { percent: 30 } }));
    expect((await app.inject({ method: 'POST', url: '/api/v1/remotes/demo/rollback', headers: bearer(OPS_TOKEN) })).statusCode).toBe(200);
    expect(await live()).toMatchObject({ version: '1.2.3', source: 'local' });
    expect((await live())?.canary).toBeUndefined();

    await put(deployBody('2.1.0', { canary: { percent: 30 } }));
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/remotes/demo', headers: bearer(OPS_TOKEN) })).statusCode).toBe(204);
    expect((await live())?.canary).toBeUndefined();
    expect(await steps()).toEqual(['canary-drop:2.1.0', 'canary:2.1.0@30', 'rollback:1.2.3', 'canary:2.1.0@30', 'deploy:2.0.0', 'canary-drop:2.0.0', 'canary:2.0.0@30']);
  });
});

describe('who may send, promote or drop a canary', () => {
  test("the ops token and the remote's own; another remote's token is refused; a superadmin session may promote and drop but not deploy", async () => {
    publish('2.0.0');
    const foreign = await put(deployBody('2.0.0', { canary: { percent: 5 } }), OTHER_TOKEN);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('El token de despliegue de «other» solo sirve para «other», no para «demo».');
    const none = await app.inject({ method: 'PUT', url: '/api/v1/remotes/demo', payload: deployBody('2.0.0', { canary: { percent: 5 } }) });
    expect(none.statusCode).toBe(401);

    const superadmin = await createUser(app, { role: 'superadmin' });
    const admin = await createUser(app, { role: 'admin' });
    expect((await put(deployBody('2.0.0', { canary: { percent: 5 } }), superadmin.token)).statusCode).toBe(403);
    expect((await put(deployBody('2.0.0', { canary: { percent: 5 } }), DEMO_TOKEN)).statusCode).toBe(200);

    for (const request of [
      { method: 'POST' as const, url: '/api/v1/remotes/demo/promote' },
      { method: 'DELETE' as const, url: '/api/v1/remotes/demo/canary' },
    ]) {
      const other = await app.inject({ ...request, headers: bearer(OTHER_TOKEN) });
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toContain('solo sirve para «other»');
      expect((await app.inject({ ...request, headers: admin.authHeader })).statusCode).toBe(403);
      expect((await app.inject(request)).statusCode).toBe(401);
    }
    const promoted = await app.inject({ method: 'POST', url: '/api/v1/remotes/demo/promote', headers: superadmin.authHeader });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().step.by).toBe(`superadmin:${superadmin.user.username}`);
  });
});

describe('versions staff may load in their own browser', () => {
  test('live, canary, earlier deploys and the local build, one per entry; for editors, admins and superadmins only', async () => {
    publish('2.0.0');
    publish('2.1.0');
    await put(deployBody('2.0.0'));
    await put(deployBody('2.1.0', { canary: { percent: 0 } }));
    const url = '/api/v1/remotes/demo/versions';
    const editor = await createUser(app, { role: 'editor' });
    const res = await app.inject({ method: 'GET', url, headers: editor.authHeader });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      name: 'demo',
      versions: [
        expect.objectContaining({ kind: 'live', version: '2.0.0', entry: `${cdn.origin}/demo/2.0.0/mf-manifest.json` }),
        expect.objectContaining({ kind: 'canary', version: '2.1.0', entry: `${cdn.origin}/demo/2.1.0/mf-manifest.json` }),
        expect.objectContaining({ kind: 'local', version: '1.2.3', entry: '/mf/demo/mf-manifest.json', serverEntry: '/mf/demo/server/remoteEntry.js' }),
      ],
    });

    const member = await createUser(app);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: member.authHeader })).statusCode).toBe(403);
    // A deploy token is not a person: it has no browser to try a version in.
    expect((await app.inject({ method: 'GET', url, headers: bearer(OPS_TOKEN) })).statusCode).toBe(401);
    const admin = await createUser(app, { role: 'admin' });
    expect((await app.inject({ method: 'GET', url: '/api/v1/remotes/nadie/versions', headers: admin.authHeader })).statusCode).toBe(404);
  });

  test("an earlier deploy's host stays allowed by the page policy, so a staff member can load it", async () => {
    publish('2.0.0');
    publish('2.1.0');
    await put(deployBody('2.0.0', { entry: `${canaryCdn.origin}/demo/2.0.0/mf-manifest.json` }));
    await put(deployBody('2.1.0'));
    const page = await app.inject({ method: 'GET', url: '/demo/7', headers: { accept: 'text/html' } });
    const scripts = String(page.headers['content-security-policy']).split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scripts.split(' ')).toEqual(expect.arrayContaining([canaryCdn.origin, cdn.origin]));
  });
});
