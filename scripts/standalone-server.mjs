// Where `next build` put the standalone server. Next puts it at <standalone>/<project path from the workspace root>/
// server.js; next.config.ts names this folder the root, so that path is empty. If the root is ever inferred again
// (another lockfile above the project), the server lands deeper, where `npm start` and docs/deploying.md do not look:
// the build refuses to finish then, naming where it went.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The problem with a build's standalone folder, or null when server.js sits at its top.
 * @param {string} standalone
 * @returns {string | null}
 */
export function standaloneServerProblem(standalone) {
  if (existsSync(path.join(standalone, 'server.js'))) return null;
  const stray = findServer(standalone);
  return stray
    ? `${path.join(standalone, 'server.js')} is missing: Next put the server at ${stray}, having taken a folder above ` +
        'the project for the workspace root (another lockfile up there?). next.config.ts must set ' +
        'outputFileTracingRoot and turbopack.root to the project folder.'
    : `${path.join(standalone, 'server.js')} is missing: is output: 'standalone' still set in next.config.ts?`;
}

/**
 * @param {string} folder
 * @returns {string | undefined}
 */
function findServer(folder) {
  if (!existsSync(folder)) return undefined;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const inside = path.join(folder, entry.name);
    if (existsSync(path.join(inside, 'server.js'))) return path.join(inside, 'server.js');
    const deeper = findServer(inside);
    if (deeper) return deeper;
  }
  return undefined;
}
