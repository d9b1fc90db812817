module.exports = {
  ...require('../../jest.preset.cjs')({ dir: __dirname, name: 'platform', environment: 'jsdom' }),
  testEnvironment: require.resolve('./jest-environment.cjs'),
};
