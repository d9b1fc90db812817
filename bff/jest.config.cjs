// BFF tests run against the real embedded engine (FerretDB over SQLite), one engine per test file.
module.exports = require('../jest.preset.cjs')({ dir: __dirname, name: 'bff', environment: 'node', testTimeout: 60000 });
