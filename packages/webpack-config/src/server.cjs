// @ts-check
// The server builds: the same sources compiled for Node, so the BFF can render a page with the
// very components the browser hydrates. Each remote builds a second container (`dist/server/`),
// loaded in the BFF through Module Federation's Node runtime; the shell builds its renderer
// (`dist/server/render.js`), the federation host on the server. Same shared singletons as the
// browser builds, so a remote's server container uses the renderer's React, store and platform.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { moduleRules } = require('./module-rules.cjs');
const { sharedSingletons } = require('./shared.cjs');
const { serverMinimizer } = require('./production.cjs');

/** Where a workspace's server build goes, beside its browser build. */
const SERVER_DIR = 'server';
/** A remote's server container, relative to its dist/ (remote.json's `serverEntry`). */
const SERVER_ENTRY_FILE = 'remoteEntry.js';

/** The Node runtime for federation: remote containers and their chunks are evaluated with `vm`. */
const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');

/**
 * What every server build shares: Node target, one file per container (no async chunks to fetch
 * on the server), and the server minifier (see serverMinimizer).
 * @param {import('webpack').Configuration} browser the browser config of the same workspace
 * @param {string} dir
 * @param {string} cssPrefix
 * @returns {import('webpack').Configuration}
 */
function serverBase(browser, dir, cssPrefix) {
  return {
    ...browser,
    name: 'server',
    target: 'async-node',
    devtool: false,
    module: { rules: moduleRules({ dir, cssPrefix, development: false, server: true }) },
    optimization: { minimize: true, minimizer: [serverMinimizer()], splitChunks: false },
    externalsPresets: { node: true },
    plugins: (browser.plugins ?? []).filter((plugin) => plugin instanceof webpack.DefinePlugin),
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash].js',
      clean: true,
    },
  };
}

/**
 * A remote's server container: `dist/server/remoteEntry.js`, CommonJS, everything in
 * that one file (the BFF fetches it by the registry's `serverEntry` and needs nothing else).
 * @param {{ dir: string, browser: import('webpack').Configuration, name: string, shared: ReturnType<typeof sharedSingletons> }} options
 * @returns {import('webpack').Configuration}
 */
function remoteServerConfig({ dir, browser, name, shared }) {
  const base = serverBase(browser, dir, name);
  return {
    ...base,
    entry: {},
    output: {
      ...base.output,
      // The one chunk left is the container whichever chunk webpack keeps when it merges them: a
      // merge that kept another chunk's name wrote `forum.js`, and the BFF found no server entry.
      // Were a second chunk ever emitted, webpack fails the build on the shared name instead.
      filename: SERVER_ENTRY_FILE,
      library: { type: 'commonjs-module' },
      uniqueName: `gangazo_${name}_server`,
      publicPath: '',
    },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name,
        // Not hashed: the folder is versioned on deploy, and the BFF reads its own build from disk.
        filename: SERVER_ENTRY_FILE,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        exposes: { './remote': './src/remote.tsx' },
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: [NODE_RUNTIME_PLUGIN],
        manifest: false,
        dts: false,
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}

/**
 * The shell's renderer: `dist/server/render.js`, a CommonJS module the BFF requires. It is the
 * federation host on the server and provides the shared singletons to the remotes' containers.
 * @param {{ dir: string, browser: import('webpack').Configuration, shared: ReturnType<typeof sharedSingletons> }} options
 * @returns {import('webpack').Configuration}
 */
function hostServerConfig({ dir, browser, shared }) {
  const base = serverBase(browser, dir, 'shell');
  return {
    ...base,
    entry: { render: './src/server/render.tsx' },
    output: { ...base.output, library: { type: 'commonjs2' }, uniqueName: 'gangazo_shell_server', publicPath: '' },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        remoteType: 'script',
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: [NODE_RUNTIME_PLUGIN],
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}

module.exports = { remoteServerConfig, hostServerConfig, SERVER_DIR, SERVER_ENTRY_FILE };
