// @ts-check
// One factory for every federated build: the shell (host) and each mf-* remote.
// A workspace's webpack.config.cjs is:
//   module.exports = require('@gangazo/webpack-config').createFederatedConfig({ dir: __dirname, kind: 'remote' });
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons, readPackageJson, installedPackageDir } = require('./src/shared.cjs');
const { RemoteJsonPlugin, readRemoteSource } = require('./src/remote-json-plugin.cjs');
const { moduleRules } = require('./src/module-rules.cjs');
const { minimizers, precompression } = require('./src/production.cjs');
const { hostServerConfig, remoteServerConfig, SERVER_DIR, SERVER_ENTRY_FILE } = require('./src/server.cjs');
const { KeepPreviousBuildsPlugin } = require('./src/previous-builds.cjs');

/** The server build writes (and cleans) dist/server/ itself, in the same run. */
const keepPreviousBuilds = () => new KeepPreviousBuildsPlugin({ skip: (file) => file.startsWith(`${SERVER_DIR}/`) });

const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/webpack-bundler-runtime',
];

/**
 * @typedef {{ dir: string, kind: 'host' | 'remote' }} FederatedBuild
 * @typedef {(env: Record<string, unknown> | undefined, argv: { mode?: 'development' | 'production' | 'none' }) => import('webpack').Configuration[]} ConfigFunction
 */

/**
 * The browser build, and in production the server build beside it (`dist/server/`). Development
 * (`npm run dev`) stays client-only: the BFF then serves pages without server rendering.
 * @param {FederatedBuild} build
 * @returns {ConfigFunction}
 */
function createFederatedConfig(build) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const browser = build.kind === 'host' ? hostConfig(build.dir, mode) : remoteConfig(build.dir, mode);
    if (mode === 'development') return [browser];
    const shared = sharedSingletons(build.dir);
    const server =
      build.kind === 'host'
        ? hostServerConfig({ dir: build.dir, browser, shared })
        : remoteServerConfig({ dir: build.dir, browser, shared, name: readRemoteSource(build.dir).name });
    return [browser, server];
  };
}

/**
 * The federation runtime's packages, each pinned to its ES module build. The plugin's injected
 * runtime asks for some of them with `require` and the shell's code with `import`, and their
 * `exports` map answers the two with different files: without this the browser downloads the
 * whole runtime twice (the CommonJS and the ES copy, ~80 KB of the shell's first script).
 * @param {string} dir
 * @returns {Record<string, string>}
 */
function federationRuntimeAliases(dir) {
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const packageDir = installedPackageDir(dir, name);
    const { exports } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    aliases[`${name}$`] = path.join(packageDir, exports['.'].import.default);
  }
  return aliases;
}

/**
 * Parts every build has in common.
 * @param {{ dir: string, mode: 'development' | 'production', cssPrefix: string }} options
 * @returns {import('webpack').Configuration}
 */
function baseConfig({ dir, mode, cssPrefix }) {
  const development = mode === 'development';
  const { version } = readPackageJson(dir);
  // Read here, in Node, so browser code gets the constant without importing @gangazo/contracts,
  // whose TypeBox schemas would add ~130 KB to the bundle.
  const { PLATFORM_VERSION } = require(require.resolve('@gangazo/contracts', { paths: [dir] }));
  return {
    mode,
    context: dir,
    target: 'web',
    devtool: development ? 'cheap-module-source-map' : 'hidden-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: federationRuntimeAliases(dir) },
    module: { rules: moduleRules({ dir, cssPrefix, development }) },
    optimization: { minimizer: minimizers() },
    plugins: [
      new webpack.DefinePlugin({
        // Error reports are tagged with the version that is running.
        'process.env.APP_VERSION': JSON.stringify(version),
        'process.env.PLATFORM_VERSION': JSON.stringify(PLATFORM_VERSION),
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    watchOptions: { ignored: /node_modules|dist/ },
  };
}

/**
 * @param {string} dir
 * @param {'development' | 'production'} mode
 * @returns {import('webpack').Configuration}
 */
function remoteConfig(dir, mode) {
  const remote = readRemoteSource(dir);
  const pkg = readPackageJson(dir);
  const base = baseConfig({ dir, mode, cssPrefix: remote.name });
  return {
    ...base,
    // The container entry is added by ModuleFederationPlugin; a remote has no page of its own.
    entry: {},
    output: {
      path: path.join(dir, 'dist'),
      // The shell loads remotes from wherever the registry says; assets resolve next to the entry.
      publicPath: 'auto',
      filename: '[name].[contenthash].js',
      chunkFilename: '[name].[contenthash].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      uniqueName: `gangazo_${remote.name}`,
      // Chunks load like the entry (crossorigin=anonymous): a remote on another origin reports real stacks, not "Script error.".
      crossOriginLoading: 'anonymous',
      // A hung chunk request must become an error the boundary can show, not a spinner forever.
      chunkLoadTimeout: 15000,
      // No `clean`: KeepPreviousBuildsPlugin prunes old builds' files (open tabs still need them).
    },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name: remote.name,
        filename: 'remoteEntry.[contenthash].js',
        exposes: { './remote': './src/remote.tsx' },
        shared: sharedSingletons(dir, { browser: true }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The shell provides the federation runtime (~27 KB gzipped) once for every remote,
        // instead of each remoteEntry carrying its own copy.
        experiments: { externalRuntime: true },
      }),
      // Production builds the server container too (server.cjs); remote.json names it.
      ...(mode === 'production' ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash].css', chunkFilename: '[name].[contenthash].css' })] : []),
      new RemoteJsonPlugin({ dir, version: pkg.version, ...(mode === 'production' ? { serverEntry: `${SERVER_DIR}/${SERVER_ENTRY_FILE}` } : {}) }),
      ...(mode === 'production' ? precompression() : []),
      keepPreviousBuilds(),
    ],
  };
}

/** The shared singletons from npm (SHARED_SINGLETONS) and what they import. */
const VENDOR_PACKAGES = ['react', 'react-dom', 'scheduler', 'react-router', 'react-redux', 'use-sync-external-store', '@reduxjs/toolkit', 'redux', 'redux-thunk', 'immer', 'reselect', '@standard-schema/utils'];
const VENDOR_MODULES = new RegExp(`[\\\\/]node_modules[\\\\/](${VENDOR_PACKAGES.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

/**
 * @param {string} dir
 * @param {'development' | 'production'} mode
 * @returns {import('webpack').Configuration}
 */
function hostConfig(dir, mode) {
  const base = baseConfig({ dir, mode, cssPrefix: 'shell' });
  return {
    ...base,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      filename: 'assets/[name].[contenthash].js',
      chunkFilename: 'assets/[name].[contenthash].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      uniqueName: 'gangazo_shell',
      chunkLoadTimeout: 15000,
      // No `clean`: KeepPreviousBuildsPlugin prunes old builds' files (open tabs still need them).
    },
    optimization: {
      ...base.optimization,
      // The shared libraries every page starts with, in one file: webpack would give each shared
      // module a chunk of its own (nine files, some under a kilobyte), each paying its own request
      // headers and compressed without the others' context. One file is about 8 KB lighter.
      splitChunks: { cacheGroups: { vendor: { test: VENDOR_MODULES, name: 'vendor', chunks: 'async', enforce: true } } },
    },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name: 'shell',
        // No remote URL here: the registry supplies them at run time.
        remotes: {},
        shared: sharedSingletons(dir, { browser: true }),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        // Remotes are built with externalRuntime and use this copy of the runtime. `target: 'web'`
        // drops the runtime's Node loaders (vm, fs) from the browser build; `disableSnapshot` its
        // reading of remotes' manifests, which the shell does itself (shell remotes/federation.ts).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
      }),
      ...(mode === 'production' ? [new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash].css', chunkFilename: 'assets/[name].[contenthash].css' })] : []),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        inject: 'body',
        scriptLoading: 'defer',
        // The BFF fills the <!--gangazo:...--> comments, so minifying must keep comments.
        minify: mode === 'production' ? { collapseWhitespace: true, removeComments: false } : false,
      }),
      ...(mode === 'production' ? precompression() : []),
      keepPreviousBuilds(),
    ],
  };
}

module.exports = { createFederatedConfig };
