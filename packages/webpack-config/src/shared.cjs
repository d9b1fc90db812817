// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/**
 * Modules every federated build shares as singletons (ARCHITECTURE.md "The contract").
 * Subpaths are listed on their own: federation matches requests exactly, so `react/jsx-runtime`
 * would otherwise be bundled into every remote next to the shared `react`.
 * A version bump of one of these is a breaking change for every remote.
 */
const SHARED_SINGLETONS = /** @type {const} */ ([
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  '@gangazo/platform',
  '@gangazo/ui',
]);

/** @param {string} request e.g. `react/jsx-runtime` or `@gangazo/ui` */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : /** @type {string} */ (parts[0]);
}

/**
 * @param {string} dir workspace folder holding package.json
 * @returns {{ name: string, version: string, dependencies?: Record<string, string>, devDependencies?: Record<string, string> }}
 */
function readPackageJson(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * Version of an installed package, found by walking up node_modules folders like Node does.
 * Reading the file directly works even when the package's `exports` hide `./package.json`.
 * @param {string} dir
 * @param {string} packageName
 * @returns {string}
 */
function installedVersionOf(dir, packageName) {
  for (let current = dir; ; current = path.dirname(current)) {
    const candidate = path.join(current, 'node_modules', packageName, 'package.json');
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8')).version;
    if (path.dirname(current) === current) throw new Error(`${packageName} is not installed for ${dir}`);
  }
}

/**
 * `shared` option of ModuleFederationPlugin for the build in `dir`.
 * @param {string} dir
 * @returns {Record<string, { singleton: true, requiredVersion: string, strictVersion: boolean }>}
 */
function sharedSingletons(dir) {
  const pkg = readPackageJson(dir);
  /** @type {Record<string, { singleton: true, requiredVersion: string, strictVersion: boolean }>} */
  const shared = {};
  for (const request of SHARED_SINGLETONS) {
    const packageName = packageNameOf(request);
    const declared = pkg.dependencies?.[packageName] ?? pkg.devDependencies?.[packageName];
    if (!declared) {
      throw new Error(`${pkg.name} must depend on ${packageName}: it is a shared singleton`);
    }
    const requiredVersion =
      declared === '*' ? `^${installedVersionOf(dir, packageName)}` : declared;
    // Workspace packages are declared as `*`; the caret of the installed version records what the
    // build was made against. strictVersion false: a mismatch logs a warning and still uses the
    // singleton, because two copies of React or of the store break the page far worse than a skew.
    // The shell refuses incompatible remotes earlier, from the `platform` range in remote.json.
    shared[request] = { singleton: true, requiredVersion, strictVersion: false };
  }
  return shared;
}

module.exports = { SHARED_SINGLETONS, sharedSingletons, readPackageJson, packageNameOf };
