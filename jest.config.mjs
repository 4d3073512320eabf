import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that Jest must transform like our own code.
const esmPackages = [
  'next-intl',
  'use-intl',
  '@formatjs',
  'intl-messageformat',
  'icu-minify',
  'get-port',
  'd3-[a-z-]+',
  'internmap',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Typing with user-event and starting PGlite take seconds on a busy two-core machine; 5 s was not always enough.
  testTimeout: 20_000,
  // Jest's default on two cores is one worker; the database tests spend much of their time waiting on PostgreSQL, so
  // a worker more than the cores keeps both busy (docs/testing.md).
  maxWorkers: 3,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.[jt]s?(x)'],
  testPathIgnorePatterns: [
    '<rootDir>/e2e/',
    '<rootDir>/.next',
    '<rootDir>/.bench/',
    '<rootDir>/node_modules/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/.bench/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/__tests__/server-only-stub.ts',
  },
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${esmPackages.join('|')})/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}
