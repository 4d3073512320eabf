import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/.next', '<rootDir>/.bench/', '<rootDir>/node_modules/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/__tests__/server-only-stub.ts',
  },
};

export default createJestConfig(config);
