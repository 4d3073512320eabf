// A throwaway copy of this checkout that `vercel build` (the CLI, offline) builds as Vercel would: the committed files,
// node_modules hard-linked (no copy, no install), and .vercel/ written the way `vercel link` and `vercel pull` leave it.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** @returns {{ dir: string, remove: () => void }} */
export function copyProject() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tuma-vercel-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
  })
    .toString()
    .split('\0')
    .filter(Boolean);
  execFileSync('cp', ['--parents', '-t', dir, ...files], { cwd: root });
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), dir]);
  mkdirSync(path.join(dir, '.vercel'));
  // What `vercel link` writes; the install step is skipped: node_modules is already there.
  writeFileSync(
    path.join(dir, '.vercel/project.json'),
    JSON.stringify({
      projectId: 'prj_tuma_test',
      orgId: 'team_tuma_test',
      settings: { framework: 'nextjs', installCommand: 'true' },
    }),
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One line each, as `vercel pull` writes .vercel/.env.<target>.local. @param {Record<string, string>} env */
const envFile = (env) =>
  Object.entries(env)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join('\n');

/**
 * Runs `vercel build` (`--prod` for production) in `dir` with only `env` as the project's variables: the CLI's own
 * environment carries none of this process's settings, as on Vercel's build machines.
 * @param {string} dir @param {'production' | 'preview'} target @param {Record<string, string>} env
 * @returns {Promise<{ code: number | null, output: string }>}
 */
export async function vercelBuild(dir, target, env) {
  writeFileSync(
    path.join(dir, `.vercel/.env.${target}.local`),
    `${envFile({ VERCEL_ENV: target, ...env })}\n`,
  );
  const child = spawn(
    path.join(root, 'node_modules/.bin/vercel'),
    ['build', '--yes', ...(target === 'production' ? ['--prod'] : [])],
    {
      cwd: dir,
      env: {
        PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}`,
        HOME: process.env.HOME,
        NEXT_TELEMETRY_DISABLED: '1',
        VERCEL_TELEMETRY_DISABLED: '1',
        NO_UPDATE_NOTIFIER: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code, output };
}
