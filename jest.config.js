// @ts-check
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
};

/** Two projects: browser-side code in jsdom, the built-in API and its database in node. */
module.exports = async () => {
  const ui = await createJestConfig({
    ...shared,
    displayName: 'ui',
    testEnvironment: '<rootDir>/jest.environment.js',
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: [
      ...shared.testPathIgnorePatterns,
      '<rootDir>/__tests__/api/',
      '<rootDir>/__tests__/server/',
      '<rootDir>/__tests__/pg/',
    ],
  })();
  const api = await createJestConfig({
    ...shared,
    displayName: 'api',
    // Node's environment; on the PostgreSQL run it also drops the file's own database afterwards.
    testEnvironment: '<rootDir>/__tests__/pg/environment.ts',
    setupFilesAfterEnv: ['<rootDir>/jest.setup.node.ts'],
    testMatch: [
      '<rootDir>/__tests__/api/**/*.test.ts',
      '<rootDir>/__tests__/server/**/*.test.{ts,tsx}',
      // Tests that need a PostgreSQL server; they skip themselves on the default (PGlite) run.
      '<rootDir>/__tests__/pg/**/*.test.ts',
    ],
  })();
  return { projects: [ui, api], testTimeout: 30000 };
};
