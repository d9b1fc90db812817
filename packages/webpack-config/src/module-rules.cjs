// @ts-check
const fs = require('node:fs');
const path = require('node:path');

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
 * @param {{ dir: string, cssPrefix: string, development: boolean }} options
 * @returns {import('webpack').RuleSetRule[]}
 */
function moduleRules({ dir, cssPrefix, development }) {
  /** @param {string} prefix */
  const cssModules = (prefix) => [
    'style-loader',
    {
      loader: 'css-loader',
      options: {
        modules: {
          // Prefixed class names keep remotes from colliding on one page.
          localIdentName: `${prefix}__[local]__[hash:base64:5]`,
          namedExport: false,
          exportLocalsConvention: 'as-is',
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
      test: /\.css$/,
      oneOf: [
        { test: /\.module\.css$/, include: designSystemDir(dir), use: cssModules('ui') },
        { test: /\.module\.css$/, use: cssModules(cssPrefix) },
        { use: ['style-loader', 'css-loader'] },
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
