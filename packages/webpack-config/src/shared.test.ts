import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { namesImportedFrom, REACT_REDUX_EXPORTS, ROUTER_EXPORTS, sharedSingletons, SHARED_SINGLETONS, TOOLKIT_EXPORTS, treeShakenExportsFor } from './shared.cjs';
import { COMPRESSIBLE } from './production.cjs';

const shellDir = path.join(__dirname, '..', '..', '..', 'shell');

describe('sharedSingletons', () => {
  it('shares every singleton of the architecture with the range the workspace declares', () => {
    const shared = sharedSingletons(shellDir);
    expect(Object.keys(shared).sort()).toEqual([...SHARED_SINGLETONS].sort());
    expect(shared['react/jsx-runtime']).toEqual({ singleton: true, requiredVersion: '^19.2.0', strictVersion: false });
    // Workspace packages are declared as "*": the range comes from the installed version.
    const platformPackage = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'platform', 'package.json'), 'utf8')) as { version: string };
    const platformVersion = platformPackage.version;
    expect(platformVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(shared['@gangazo/platform']?.requiredVersion).toBe(`^${platformVersion}`);
  });
});

const repoRoot = path.join(__dirname, '..', '..', '..');

/** Every non-test source file of the browser code: the shell (but its server renderer), the remotes, platform and ui. */
function browserSources(): string[] {
  const roots = readdirSync(repoRoot)
    .filter((name) => name === 'shell' || name.startsWith('mf-'))
    .concat(['packages/platform', 'packages/ui'])
    .map((folder) => path.join(repoRoot, folder, 'src'));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['testing', 'test-utils', 'server'].includes(entry.name)) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  roots.forEach(walk);
  return files;
}

/** The values (not types) a file takes from a package (react-router unless named). */
function routerValuesImported(source: string, packageName = 'react-router'): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(new RegExp(`(import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${packageName}'`, 'g'))) {
    if (match[2]) continue;
    for (const part of (match[3] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]?.trim() ?? '';
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the router the browser builds provide', () => {
  it('is provided with only what the sources use, and whole to the server builds', () => {
    const browser = sharedSingletons(shellDir, { browser: true });
    expect(browser['react-router']?.treeShaking).toEqual({ mode: 'runtime-infer', usedExports: [...ROUTER_EXPORTS] });
    expect(sharedSingletons(shellDir)['react-router']?.treeShaking).toBeUndefined();
  });

  it('has every react-router value any browser source imports (a missing one would be undefined in the page)', () => {
    const used = new Set<string>();
    const outside: string[] = [];
    for (const file of browserSources()) {
      for (const name of routerValuesImported(readFileSync(file, 'utf8'))) {
        used.add(name);
        if (!(ROUTER_EXPORTS as readonly string[]).includes(name)) outside.push(`${path.relative(repoRoot, file)}: ${name}`);
      }
    }
    expect(outside).toEqual([]);
    expect(used.size).toBeGreaterThan(5);
  });

  it('reads value imports and leaves types out', () => {
    expect(routerValuesImported("import { Link, type Location, useParams as params } from 'react-router';\nimport type { RouteObject } from 'react-router';")).toEqual(['Link', 'useParams']);
  });
});

describe('the toolkit the browser builds provide', () => {
  it("is provided with what the sources use and what RTK Query imports, and whole to the server builds", () => {
    const exports = treeShakenExportsFor(shellDir, '@reduxjs/toolkit');
    expect(sharedSingletons(shellDir, { browser: true })['@reduxjs/toolkit']?.treeShaking).toEqual({ mode: 'runtime-infer', usedExports: exports });
    expect(sharedSingletons(shellDir)['@reduxjs/toolkit']?.treeShaking).toBeUndefined();
    for (const name of TOOLKIT_EXPORTS) expect(exports).toContain(name);
    // RTK Query's own needs, read from the installed files.
    for (const name of ['createAsyncThunk', 'nanoid', 'isPlainObject', 'SHOULD_AUTOBATCH']) expect(exports).toContain(name);
    // …and nothing the site does not use.
    expect(exports).not.toContain('createListenerMiddleware');
    expect(exports).not.toContain('createEntityAdapter');
  });

  it('react-redux: what the sources and RTK Query use, without connect', () => {
    const exports = treeShakenExportsFor(shellDir, 'react-redux');
    expect(sharedSingletons(shellDir, { browser: true })['react-redux']?.treeShaking).toEqual({ mode: 'runtime-infer', usedExports: exports });
    expect(sharedSingletons(shellDir)['react-redux']?.treeShaking).toBeUndefined();
    for (const name of [...REACT_REDUX_EXPORTS, 'ReactReduxContext', 'shallowEqual']) expect(exports).toContain(name);
    expect(exports).not.toContain('connect');
  });

  it.each([
    ['@reduxjs/toolkit', TOOLKIT_EXPORTS],
    ['react-redux', REACT_REDUX_EXPORTS],
  ] as const)('has every %s value any browser source imports', (packageName, listed) => {
    const outside: string[] = [];
    let used = 0;
    for (const file of browserSources()) {
      for (const name of routerValuesImported(readFileSync(file, 'utf8'), packageName)) {
        used++;
        if (!(listed as readonly string[]).includes(name)) outside.push(`${path.relative(repoRoot, file)}: ${name}`);
      }
    }
    expect(outside).toEqual([]);
    expect(used).toBeGreaterThan(0);
  });

  it("reads a built file's imports of one package, renamed or not, and not of its subpaths", () => {
    const source = 'import { a, b as c } from "@reduxjs/toolkit";\nimport { d } from "@reduxjs/toolkit/query";\nimport{e}from\'@reduxjs/toolkit\'';
    expect(namesImportedFrom(source, '@reduxjs/toolkit')).toEqual(['a', 'b', 'e']);
  });
});

test("the singletons every page loads (ui, platform) take values from @gangazo/contracts by subpath only: its index brings every TypeBox schema", () => {
  const fromIndex: string[] = [];
  for (const file of browserSources().filter((name) => /packages[\\/](ui|platform)[\\/]/.test(name))) {
    if (routerValuesImported(readFileSync(file, 'utf8'), '@gangazo/contracts').length > 0) fromIndex.push(path.relative(repoRoot, file));
  }
  expect(fromIndex).toEqual([]);
});

describe('precompressed files', () => {
  it('compresses assets and manifests but never the index.html the BFF rewrites', () => {
    expect(COMPRESSIBLE.test('main.1a2b.js')).toBe(true);
    expect(COMPRESSIBLE.test('mf-manifest.json')).toBe(true);
    expect(COMPRESSIBLE.test('index.html')).toBe(false);
  });
});
