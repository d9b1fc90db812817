module.exports = require('../../jest.preset.cjs')({ dir: __dirname, name: 'webpack-config', environment: 'node' });
