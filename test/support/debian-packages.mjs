import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * apt-get install of Debian packages whose binary is missing (`apt-get update` once, first).
 * @param {{ binary: string; name: string }[]} packages
 */
export function ensureDebianPackages(packages) {
  const missing = packages.filter(({ binary }) => !existsSync(binary)).map(({ name }) => name);
  if (!missing.length) return;
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  /** @param {string[]} args */
  const apt = (args) => {
    const [command, ...rest] = /** @type {[string, ...string[]]} */ ([...asRoot, 'apt-get', ...args]);
    const result = spawnSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  };
  console.log(`Installing Debian's ${missing.join(', ')}`);
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
}
