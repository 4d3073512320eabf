import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Playwright fixtures hand their value on through a callback named `use`, which this rule takes for React's use().
    files: ['e2e/**', 'test/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // One job per module (docs/architecture.md): a lib module past these has grown a second one.
    files: ['lib/**'],
    rules: {
      'max-lines': ['error', { max: 250 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.bench/**', '.data/**', 'next-env.d.ts'],
  },
];

export default config;
