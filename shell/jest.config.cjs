// The build inlines PLATFORM_VERSION from @gangazo/contracts (see @gangazo/webpack-config); tests
// get the same value from the same place.
process.env.PLATFORM_VERSION = require('@gangazo/contracts').PLATFORM_VERSION;

module.exports = {
  ...require('../jest.preset.cjs')({ dir: __dirname, name: 'shell', environment: 'jsdom' }),
  // jsdom + Node's fetch: RTK Query needs Request/Response in tests.
  testEnvironment: require.resolve('@gangazo/platform/jest-environment'),
};
