// Loads the built proxy (<distDir>/server/middleware.js) as Next's server does and runs it for each path given,
// recording every file it opens, from loading to answering. Prints JSON: { opened: [...], answers: {path: policy} }.
// Run by e2e/proxy-build.spec.ts, in a process of its own so that nothing but Node itself is loaded first.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const [distDir, ...paths] = process.argv.slice(2);
if (!distDir) throw new Error('usage: node e2e/support/run-built-proxy.mjs <distDir> <path>...');
/** @type {Set<string>} */
const opened = new Set();
/** @param {unknown} file */
const record = (file) => {
  if (typeof file === 'string' || file instanceof URL) opened.add(path.resolve(String(file)));
};

/**
 * fs and fs.promises as this script treats them: functions looked up and replaced by name.
 * @typedef {Record<string, (this: unknown, file: unknown, ...rest: unknown[]) => unknown>} Functions
 */

/** @param {unknown} module @param {string[]} names */
function recordCalls(module, names) {
  const functions = /** @type {Functions} */ (module);
  for (const name of names) {
    const original = functions[name];
    if (!original) throw new Error(`fs has no ${name}`);
    functions[name] = function (file, ...rest) {
      record(file);
      return original.call(this, file, ...rest);
    };
  }
}

recordCalls(fs, [
  'readFileSync',
  'openSync',
  'readFile',
  'open',
  'createReadStream',
  'readdirSync',
  'readdir',
]);
recordCalls(fs.promises, ['readFile', 'open', 'readdir']);

const proxyModule = require(path.resolve(distDir, 'server', 'middleware.js'));
const run = proxyModule.default || proxyModule;
/** @type {Record<string, string | null>} */
const answers = {};
for (const pathname of paths) {
  const { response } = await run({
    request: {
      headers: { host: '127.0.0.1:3000', accept: 'text/html' },
      method: 'GET',
      url: `http://127.0.0.1:3000${pathname}`,
      nextConfig: {},
      page: {},
    },
  });
  answers[pathname] = response.headers.get('content-security-policy');
}
process.stdout.write(JSON.stringify({ opened: [...opened], answers }));
