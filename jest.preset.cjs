// Shared Jest settings for every workspace. Each workspace's jest.config.cjs calls this factory.
// @swc/jest only strips types (tsc --noEmit type-checks separately), which keeps suites fast.
const path = require('node:path');

/**
 * @param {{ dir: string, name: string, environment?: 'node' | 'jsdom', setupFiles?: string[], testTimeout?: number }} options
 */
module.exports = function createJestConfig(options) {
  const environment = options.environment ?? 'jsdom';
  return {
    displayName: options.name,
    rootDir: options.dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Quill, parchment, lodash-es, cookie 2 (used by fastify's inject) and jose ship ESM only.
    transformIgnorePatterns: ['/node_modules/(?!(quill|parchment|lodash-es|cookie|jose)/)'],
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
      '\\.(png|jpe?g|gif|svg|webp|ico)$': path.join(__dirname, 'jest.file-stub.cjs'),
      '^@gangazo/contracts$': path.join(__dirname, 'packages/contracts/src/index.ts'),
      '^@gangazo/contracts/(.*)$': path.join(__dirname, 'packages/contracts/src/$1'),
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : []),
      ...(options.setupFiles ?? []),
    ],
    testTimeout: options.testTimeout ?? 10000,
    reporters: ['default', [path.join(__dirname, 'jest.summary-reporter.cjs'), { name: options.name }]],
    passWithNoTests: true,
  };
};
