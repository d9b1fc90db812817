// @ts-check
// Replaces webpack's `output.clean` for the browser builds the BFF serves itself. A tab opened before
// a rebuild still runs the old remoteEntry and asks for the old hashed chunks when the visitor moves
// on; `clean: true` had deleted them (404, the remote's fallback). Instead, each build's files are
// listed in `dist/.gangazo-builds.json`, and a file is deleted only once it belongs to none of the
// last KEEP_BUILDS builds nor to any build of the last KEEP_DAYS days. The current build's files
// (what index.html and mf-manifest.json name) are never deleted.
const fs = require('node:fs');
const path = require('node:path');

const LEDGER = '.gangazo-builds.json';
const KEEP_BUILDS = 5;
const KEEP_DAYS = 7;
/** The ledger never lists more builds than this, however many a day of `npm run dev` makes. */
const MAX_BUILDS = 50;

/**
 * @typedef {{ at: number, files: string[] }} BuildRecord
 * @typedef {{ keepBuilds?: number, keepMs?: number, maxBuilds?: number, skip?: (file: string) => boolean, now?: () => number }} PreviousBuildsOptions
 */

/**
 * Which builds to remember and which files in dist/ to delete, after a build that emitted `current`.
 * @param {{ builds: BuildRecord[], current: string[], existing: string[], now: number, keepBuilds: number, keepMs: number, maxBuilds: number }} input
 * @returns {{ builds: BuildRecord[], remove: string[] }}
 */
function planPrune({ builds, current, existing, now, keepBuilds, keepMs, maxBuilds }) {
  const all = [...builds, { at: now, files: [...current].sort() }];
  const kept = all.filter((build, index) => {
    const fromEnd = all.length - index;
    return fromEnd <= keepBuilds || (fromEnd <= maxBuilds && now - build.at < keepMs);
  });
  const keep = new Set(kept.flatMap((build) => build.files));
  return { builds: kept, remove: existing.filter((file) => !keep.has(file)).sort() };
}

/**
 * Every file under `dir`, as paths relative to it with `/`, except the ledger and what `skip` says.
 * @param {string} dir
 * @param {(file: string) => boolean} skip
 * @returns {string[]}
 */
function listFiles(dir, skip) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} relative */
  const walk = (relative) => {
    const absolute = path.join(dir, relative);
    if (!fs.existsSync(absolute)) return;
    for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (name === LEDGER || skip(name)) continue;
      if (entry.isDirectory()) walk(name);
      else files.push(name);
    }
  };
  walk('');
  return files;
}

/**
 * @param {string} file
 * @returns {BuildRecord[] | undefined}
 */
function readLedger(file) {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!Array.isArray(parsed.builds)) return undefined;
    return parsed.builds.filter(
      /** @param {unknown} build */
      (build) => {
        const candidate = /** @type {Partial<BuildRecord>} */ (build);
        return typeof candidate?.at === 'number' && Array.isArray(candidate.files);
      },
    );
  } catch {
    return undefined;
  }
}

/**
 * The files the last build of `dist` emitted (the deploy tool copies only these), or undefined
 * when the folder has no ledger.
 * @param {string} dist
 * @returns {string[] | undefined}
 */
function lastBuildFiles(dist) {
  const builds = readLedger(path.join(dist, LEDGER));
  return builds?.[builds.length - 1]?.files;
}

class KeepPreviousBuildsPlugin {
  /** @param {PreviousBuildsOptions} [options] */
  constructor(options = {}) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { keepBuilds = KEEP_BUILDS, keepMs = KEEP_DAYS * 24 * 60 * 60 * 1000, maxBuilds = MAX_BUILDS, skip = () => false, now = Date.now } = this.options;
    compiler.hooks.afterEmit.tap('KeepPreviousBuildsPlugin', (compilation) => {
      // A failed build emitted nothing: the previous one is still the live one.
      if (compilation.errors.length > 0) return;
      const dist = compiler.outputPath;
      const ledgerFile = path.join(dist, LEDGER);
      const existing = listFiles(dist, skip);
      const current = compilation.getAssets().map((asset) => asset.name.split(path.sep).join('/')).filter((name) => !skip(name));
      const currentSet = new Set(current);
      // The first build with this plugin: what dist/ already holds counts as one previous build.
      const builds = readLedger(ledgerFile) ?? [{ at: now(), files: existing.filter((file) => !currentSet.has(file)) }];
      const plan = planPrune({ builds, current, existing, now: now(), keepBuilds, keepMs, maxBuilds });
      for (const file of plan.remove) fs.rmSync(path.join(dist, file), { force: true });
      fs.writeFileSync(ledgerFile, `${JSON.stringify({ builds: plan.builds })}\n`);
    });
  }
}

module.exports = { KeepPreviousBuildsPlugin, planPrune, lastBuildFiles, LEDGER, KEEP_BUILDS, KEEP_DAYS };
