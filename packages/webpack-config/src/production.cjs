// @ts-check
const zlib = require('node:zlib');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');

// index.html is left out: the BFF rewrites it on every request (head tags, bootstrap JSON),
// so a precompressed copy would be served without them.
const COMPRESSIBLE = /\.(js|css|json|svg)$|(?<!index)\.html$/;

/**
 * The swc minifier for scripts (same output size as terser, a fraction of the build time) and
 * Lightning CSS for stylesheets: a server-rendered page carries its CSS in its head, so every
 * comment and space there is paid for by every first visit.
 */
function minimizers() {
  return [
    // extractComments: false keeps license banners inline instead of one .LICENSE.txt per chunk.
    new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: true, mangle: true } }),
    new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify }),
  ];
}

/**
 * Gzip and brotli files next to the originals; the BFF serves them when the browser accepts them.
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function precompression() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9, deleteOriginalAssets: false };
  /** @type {import('node:zlib').BrotliOptions} */
  const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({ ...common, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: brotliOptions }),
  ];
}

module.exports = { minimizers, precompression, COMPRESSIBLE };
