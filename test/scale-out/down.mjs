// Stops what `node test/scale-out/up.mjs` started, when that process could not do it itself (killed, crashed):
// the process groups recorded in $SCALE_OUT_DIR/state.json, then its PostgreSQL cluster. Nothing else.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { DEFAULTS, stopPostgres } from './up.mjs';

const stateFile = path.join(DEFAULTS.workDir, 'state.json');

/** @param {number} pid */
const alive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

if (!existsSync(stateFile)) {
  console.log(`scale-out: nothing to stop (${stateFile} is absent)`);
} else {
  const { pids, pgDir } = JSON.parse(readFileSync(stateFile, 'utf8'));
  // Each recorded pid leads a process group up.mjs created (detached); a group that is gone is skipped.
  const running = pids.filter(alive);
  for (const pid of running) process.kill(-pid, 'SIGTERM');
  for (let waited = 0; waited < 50 && running.some(alive); waited += 1) await sleep(100);
  for (const pid of running.filter(alive)) process.kill(-pid, 'SIGKILL');
  stopPostgres(pgDir);
  rmSync(stateFile, { force: true });
  console.log(`scale-out: stopped ${running.length} process groups and PostgreSQL`);
}
