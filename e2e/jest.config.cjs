// Browser tests: one real BFF (built dist, fresh data dir, seeded) for the whole run, Chromium per file.
const base = require('../jest.preset.cjs')({ dir: __dirname, name: 'e2e', environment: 'node', testTimeout: 90000 });
module.exports = {
  ...base,
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  maxWorkers: 1,
};
