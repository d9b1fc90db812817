// @ts-check
const fs = require('node:fs');
const path = require('node:path');

const SLOT_NAMES = ['topbar.search', 'topbar.notifications', 'overlay'];
const NAME_PATTERN = /^[a-z][a-z0-9_]{1,30}$/;

/**
 * @typedef {{ name: string, routes: string[], slots: string[], platform: string }} RemoteSource
 * @typedef {RemoteSource & { version: string, serverEntry?: string }} RemoteDescriptor
 */

/**
 * Checks a remote's source `remote.json` against the registry contract
 * (`RemoteDescriptor` in @gangazo/contracts) so a bad file fails the build, not the site.
 * @param {unknown} value
 * @returns {RemoteSource}
 */
function validateRemoteSource(value) {
  /** @type {string[]} */
  const problems = [];
  const source = /** @type {Partial<Record<string, unknown>>} */ (
    value && typeof value === 'object' ? value : {}
  );
  if (typeof source.name !== 'string' || !NAME_PATTERN.test(source.name)) {
    problems.push('name must be a short lowercase name such as "coupons"');
  }
  if (!Array.isArray(source.routes) || !source.routes.every((r) => typeof r === 'string' && r.startsWith('/'))) {
    problems.push('routes must be an array of absolute paths ("/ofertas/:slug")');
  }
  if (!Array.isArray(source.slots) || !source.slots.every((s) => SLOT_NAMES.includes(s))) {
    problems.push(`slots must be an array of ${SLOT_NAMES.map((s) => `"${s}"`).join(' or ')}`);
  }
  if (typeof source.platform !== 'string' || source.platform.trim() === '') {
    problems.push('platform must be the semver range of @gangazo/platform, e.g. "^1.0.0"');
  }
  if (problems.length > 0) throw new Error(`remote.json is invalid: ${problems.join('; ')}`);
  return /** @type {RemoteSource} */ (source);
}

/**
 * @param {string} dir remote workspace folder
 * @returns {RemoteSource}
 */
function readRemoteSource(dir) {
  return validateRemoteSource(JSON.parse(fs.readFileSync(path.join(dir, 'remote.json'), 'utf8')));
}

/**
 * Emits `dist/remote.json`: the source descriptor plus the version from package.json,
 * so the registry always reports the version that was actually built.
 */
class RemoteJsonPlugin {
  /** @param {{ dir: string, version: string, serverEntry?: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const file = path.join(this.options.dir, 'remote.json');
    compiler.hooks.thisCompilation.tap('RemoteJsonPlugin', (compilation) => {
      compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap(
        { name: 'RemoteJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { serverEntry } = this.options;
          /** @type {RemoteDescriptor} */
          const descriptor = { ...readRemoteSource(this.options.dir), version: this.options.version, ...(serverEntry ? { serverEntry } : {}) };
          compilation.emitAsset('remote.json', new sources.RawSource(`${JSON.stringify(descriptor, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { RemoteJsonPlugin, readRemoteSource, validateRemoteSource, SLOT_NAMES };
