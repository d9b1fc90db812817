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
 * The server builds' minifier. V8 keeps every evaluated script's source in the heap, and a source
 * with a single character past ASCII (a Spanish message) is held at two bytes a character: the
 * BFF's render thread held ~27 MB of sources for ~14 MB of files. Without comments and spaces, and
 * with those characters written as escapes (`asciiOnly`), it holds far less. Names are kept
 * (`mangle: false`) so a server render's stack trace still reads in the BFF's log.
 */
function serverMinimizer() {
  return new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    extractComments: false,
    terserOptions: { compress: true, mangle: false, format: { asciiOnly: true, comments: false } },
  });
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

module.exports = { minimizers, serverMinimizer, precompression, COMPRESSIBLE };
