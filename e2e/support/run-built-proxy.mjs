// Loads the built proxy (<distDir>/server/middleware.js) as Next's server does and runs it for each path given,
// recording every file it opens, from loading to answering. Prints JSON: { opened: [...], answers: {path: policy} }.
// Run by e2e/proxy-build.spec.ts, in a process of its own so that nothing but Node itself is loaded first.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const [distDir, ...paths] = process.argv.slice(2);
const opened = new Set();
const record = (file) => {
  if (typeof file === 'string' || file instanceof URL) opened.add(path.resolve(String(file)));
};
for (const name of [
  'readFileSync',
  'openSync',
  'readFile',
  'open',
  'createReadStream',
  'readdirSync',
  'readdir',
]) {
  const original = fs[name];
  fs[name] = function (file, ...rest) {
    record(file);
    return original.call(this, file, ...rest);
  };
}
for (const name of ['readFile', 'open', 'readdir']) {
  const original = fs.promises[name];
  fs.promises[name] = function (file, ...rest) {
    record(file);
    return original.call(this, file, ...rest);
  };
}

const proxyModule = require(path.resolve(distDir, 'server', 'middleware.js'));
const run = proxyModule.default || proxyModule;
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
