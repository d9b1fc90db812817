module.exports = {
  ...require('../jest.preset.cjs')({ dir: __dirname, name: 'auth', environment: 'jsdom' }),
  // jsdom + Node's fetch: RTK Query needs Request/Response in tests.
  testEnvironment: require.resolve('@gangazo/platform/jest-environment'),
};
