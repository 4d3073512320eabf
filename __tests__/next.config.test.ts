/** @jest-environment node */
import config from '@/next.config';

// Left to infer the workspace root, Next takes the topmost lockfile above the project and puts the standalone server
// at .next/standalone/<path from there>/server.js; the root is this folder, for tracing and for Turbopack alike.
it('names the project folder as the workspace root', () => {
  const resolved = config('phase-development-server');
  expect(resolved.outputFileTracingRoot).toBe(process.cwd());
  expect(resolved.turbopack?.root).toBe(process.cwd());
});
