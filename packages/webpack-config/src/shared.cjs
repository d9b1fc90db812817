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

/**
 * What the site uses of react-router, the only singleton large enough to matter that is built as
 * ES modules without side effects. A shared module is otherwise kept whole (the provider cannot
 * know what remotes will ask for): ~52 KB compressed, of which the declarative router (no data
 * router: shell/src/router/AppRoutes.tsx) is about 12 KB. The browser
 * builds provide only these exports; shared.test.ts fails when any source imports another one,
 * so a remote that needs more adds it here, and the shell is rebuilt with it, before it ships.
 */
const ROUTER_EXPORTS = /** @type {const} */ ([
  'BrowserRouter',
  'Link',
  'matchPath',
  'Navigate',
  'NavLink',
  'Outlet',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useRoutes',
  'useSearchParams',
]);

/**
 * What the site's own sources use of @reduxjs/toolkit and of react-redux (shared.test.ts checks
 * it, like the router's). The browser builds provide these and what RTK Query takes from each
 * (`treeShakenExportsFor`): the toolkit is 8 KB compressed whole and 4 KB so; react-redux loses
 * `connect`, which nothing here uses.
 */
const TOOLKIT_EXPORTS = /** @type {const} */ (['combineSlices', 'configureStore', 'createAction', 'createSlice']);
const REACT_REDUX_EXPORTS = /** @type {const} */ (['Provider', 'useDispatch', 'useSelector', 'useStore']);

/** RTK Query's builds, which import from the shared toolkit and react-redux like any other consumer. */
const RTK_QUERY_FILES = [
  'dist/query/rtk-query.modern.mjs',
  'dist/query/rtk-query.legacy-esm.js',
  'dist/query/react/rtk-query-react.modern.mjs',
  'dist/query/react/rtk-query-react.legacy-esm.js',
];

/** The shared singletons provided in part: the site's own list, and the installed files that also import from them. */
const TREE_SHAKEN = /** @type {const} */ ({
  '@reduxjs/toolkit': { site: TOOLKIT_EXPORTS, consumers: { package: '@reduxjs/toolkit', files: RTK_QUERY_FILES } },
  'react-redux': { site: REACT_REDUX_EXPORTS, consumers: { package: '@reduxjs/toolkit', files: RTK_QUERY_FILES } },
});

/**
 * The names an ES module file imports from `packageName` (`a as b` gives `a`).
 * @param {string} source
 * @param {string} packageName
 * @returns {string[]}
 */
function namesImportedFrom(source, packageName) {
  const names = [];
  const quoted = packageName.replace(/[/.]/g, (c) => `\\${c}`);
  for (const match of source.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, 'g'))) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * The site's list for a tree-shaken singleton and every name the installed consumers (RTK Query)
 * import from it, read from their files so an upgrade that needs another one cannot ship without it.
 * @param {string} dir
 * @param {keyof typeof TREE_SHAKEN} packageName
 * @returns {string[]}
 */
function treeShakenExportsFor(dir, packageName) {
  const { site, consumers } = TREE_SHAKEN[packageName];
  const consumerDir = installedPackageDir(dir, consumers.package);
  const names = new Set(/** @type {readonly string[]} */ (site));
  let read = 0;
  for (const file of consumers.files) {
    const full = path.join(consumerDir, file);
    if (!fs.existsSync(full)) continue;
    read++;
    for (const name of namesImportedFrom(fs.readFileSync(full, 'utf8'), packageName)) names.add(name);
  }
  if (read === 0) throw new Error(`No build of ${consumers.package} found in ${consumerDir}: ${packageName} cannot be tree-shaken safely`);
  return [...names].sort();
}

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
 * Folder of an installed package, found by walking up node_modules folders like Node does.
 * Reading its files directly works even when the package's `exports` hide `./package.json`.
 * @param {string} dir
 * @param {string} packageName
 * @returns {string}
 */
function installedPackageDir(dir, packageName) {
  for (let current = dir; ; current = path.dirname(current)) {
    const candidate = path.join(current, 'node_modules', packageName);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(current) === current) throw new Error(`${packageName} is not installed for ${dir}`);
  }
}

/**
 * @param {string} dir
 * @param {string} packageName
 * @returns {string}
 */
function installedVersionOf(dir, packageName) {
  return JSON.parse(fs.readFileSync(path.join(installedPackageDir(dir, packageName), 'package.json'), 'utf8')).version;
}

/**
 * @typedef {{ singleton: true, requiredVersion: string, strictVersion: boolean, treeShaking?: { mode: 'runtime-infer', usedExports: string[] } }} SharedSingleton
 */

/**
 * `shared` option of ModuleFederationPlugin for the build in `dir`. `browser`: the router, the
 * toolkit and react-redux are provided with only what the site uses (the server builds keep them whole; their size
 * does not matter).
 * @param {string} dir
 * @param {{ browser?: boolean }} [options]
 * @returns {Record<string, SharedSingleton>}
 */
function sharedSingletons(dir, options = {}) {
  const pkg = readPackageJson(dir);
  /** @type {Record<string, SharedSingleton>} */
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
  if (options.browser && shared['react-router']) shared['react-router'].treeShaking = { mode: 'runtime-infer', usedExports: [...ROUTER_EXPORTS] };
  if (options.browser) {
    for (const packageName of /** @type {(keyof typeof TREE_SHAKEN)[]} */ (Object.keys(TREE_SHAKEN))) {
      const entry = shared[packageName];
      if (entry) entry.treeShaking = { mode: 'runtime-infer', usedExports: treeShakenExportsFor(dir, packageName) };
    }
  }
  return shared;
}

module.exports = { SHARED_SINGLETONS, ROUTER_EXPORTS, TOOLKIT_EXPORTS, REACT_REDUX_EXPORTS, treeShakenExportsFor, namesImportedFrom, sharedSingletons, readPackageJson, packageNameOf, installedPackageDir };
