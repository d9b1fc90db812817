// What each remote's production build ships (the build runs before these tests: e2e depends on
// every remote). The shell only ever loads `./remote`, and deploys publish remote.json beside the
// federation manifest, so a build that exposes more, or lacks either file, breaks the contract.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const REMOTES = ['auth', 'search', 'coupons', 'forum', 'profile', 'admin'];

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function expectCompactServerCode(file: string): void {
  const code = fs.readFileSync(file, 'utf8');
  expect(code.match(/[^\t\n\r\x20-\x7e]/g) ?? []).toEqual([]);
  // Webpack's module banners (`/*!*** ./src/… ***!*/`) are what an unminified build is full of.
  expect(code).not.toContain('***!');
}

test("the shell's server renderer is written in ASCII, without comments", () => {
  expectCompactServerCode(path.join(ROOT, 'shell', 'dist', 'server', 'render.js'));
});

describe.each(REMOTES)('the %s remote build', (name) => {
  const dist = path.join(ROOT, `mf-${name}`, 'dist');

  it('exposes only ./remote in its mf-manifest.json', () => {
    const manifest = readJson(path.join(dist, 'mf-manifest.json'));
    const exposes = manifest.exposes as Array<{ path: string }>;
    expect(exposes.map((e) => e.path)).toEqual(['./remote']);
    const shared = (manifest.shared as Array<{ name: string; singleton?: boolean }>).filter((s) => ['react', 'react-dom', '@gangazo/platform'].includes(s.name));
    expect(shared.map((s) => s.name).sort()).toEqual(['@gangazo/platform', 'react', 'react-dom']);
    for (const dep of shared) expect(dep.singleton).toBe(true);
  });

  it('ships remote.json with its name, version, routes, slots and platform range', () => {
    const descriptor = readJson(path.join(dist, 'remote.json'));
    expect(descriptor).toMatchObject({ name, version: expect.stringMatching(/^\d+\.\d+\.\d+/), platform: expect.stringMatching(/^\^\d+\.\d+\.\d+$/) });
    expect(Array.isArray(descriptor.routes)).toBe(true);
    expect(Array.isArray(descriptor.slots)).toBe(true);
    // The same descriptor the remote's team keeps in its folder.
    const source = readJson(path.join(ROOT, `mf-${name}`, 'remote.json'));
    expect(descriptor.routes).toEqual(source.routes);
    expect(descriptor.slots).toEqual(source.slots);
  });

  it('builds its server container as the one file remote.json names', () => {
    const descriptor = readJson(path.join(dist, 'remote.json'));
    expect(descriptor.serverEntry).toBe('server/remoteEntry.js');
    expect(fs.readdirSync(path.join(dist, 'server'))).toEqual(['remoteEntry.js']);
  });

  it('writes its server container in ASCII, without comments', () => {
    // The BFF's render thread keeps the source: one character past ASCII and V8 holds all of it at
    // two bytes a character (webpack-config's serverMinimizer).
    expectCompactServerCode(path.join(dist, 'server', 'remoteEntry.js'));
  });

  it('precompresses its hashed scripts (brotli and gzip)', () => {
    const scripts = fs.readdirSync(dist).filter((f) => /\.[0-9a-f]{8,}\.js$/.test(f));
    expect(scripts.length).toBeGreaterThan(0);
    const big = scripts.filter((f) => fs.statSync(path.join(dist, f)).size > 1024);
    for (const file of big) {
      expect(fs.existsSync(path.join(dist, `${file}.br`))).toBe(true);
      expect(fs.existsSync(path.join(dist, `${file}.gz`))).toBe(true);
    }
  });
});
