module.exports = require('../../jest.preset.cjs')({ dir: __dirname, name: 'contracts', environment: 'node' });
