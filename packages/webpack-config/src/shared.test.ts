import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedSingletons, SHARED_SINGLETONS } from './shared.cjs';
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

describe('precompressed files', () => {
  it('compresses assets and manifests but never the index.html the BFF rewrites', () => {
    expect(COMPRESSIBLE.test('main.1a2b.js')).toBe(true);
    expect(COMPRESSIBLE.test('mf-manifest.json')).toBe(true);
    expect(COMPRESSIBLE.test('index.html')).toBe(false);
  });
});
