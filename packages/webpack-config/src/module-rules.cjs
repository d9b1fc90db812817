// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/**
 * Folder of the design system's sources, whose CSS Modules keep the `ui` prefix whichever build
 * bundles them (the shell or a remote providing the shared singleton first).
 * @param {string} dir
 */
function designSystemDir(dir) {
  // Webpack sees real paths (workspace symlinks resolved), so the rule must match the real folder.
  return path.dirname(fs.realpathSync(require.resolve('@gangazo/ui', { paths: [dir] })));
}

/**
 * @param {{ dir: string, cssPrefix: string, development: boolean, server?: boolean }} options
 * `server`: for the Node build, CSS Modules export only their class names (the very names the
 * browser build styles) and plain CSS is left to the browser.
 * @returns {import('webpack').RuleSetRule[]}
 */
function moduleRules({ dir, cssPrefix, development, server = false }) {
  // Production writes CSS files the server-rendered page links in its head, so the first paint is
  // already styled; development injects it from JavaScript (fast rebuilds, client-only pages).
  const inject = development ? 'style-loader' : MiniCssExtractPlugin.loader;
  /** @param {string} prefix */
  const cssModules = (prefix) => [
    ...(server ? [] : [inject]),
    {
      loader: 'css-loader',
      options: {
        modules: {
          // Prefixed class names keep remotes from colliding on one page.
          localIdentName: `${prefix}__[local]__[hash:base64:5]`,
          namedExport: false,
          exportLocalsConvention: 'as-is',
          exportOnlyLocals: server,
        },
      },
    },
  ];
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development } },
            target: 'es2020',
          },
        },
      },
    },
    {
      // react-router's module-level components and contexts, noted pure (pure-calls-loader.cjs).
      test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/,
      use: [require.resolve('./pure-calls-loader.cjs')],
    },
    {
      test: /\.css$/,
      oneOf: [
        { test: /\.module\.css$/, include: designSystemDir(dir), use: cssModules('ui') },
        { test: /\.module\.css$/, use: cssModules(cssPrefix) },
        server ? { use: [require.resolve('./empty-loader.cjs')] } : { use: [inject, 'css-loader'] },
      ],
    },
    {
      test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/,
      type: 'asset',
      parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
    },
  ];
}

module.exports = { moduleRules };
