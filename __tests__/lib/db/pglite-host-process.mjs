// Test helper: hosts a PGlite folder in a process of its own, as a running server would, until its stdin closes.
// (Jest cannot load PGlite itself: PGlite's dynamic imports need --experimental-vm-modules. The tests talk to this
// host through the same Unix socket a second server or the export script uses.)
//
//   node __tests__/lib/db/pglite-host-process.mjs <data dir>   → prints "ready <role>" once queries can run
import path from 'node:path';

import { openDatabase } from '../../../lib/db/open-database.mjs';

const db = await openDatabase({
  dataDir: process.argv[2],
  migrationsDir: path.join(process.cwd(), 'lib', 'db', 'migrations'),
});
await db.query('select 1');
process.stdout.write(`ready ${db.kind}\n`);
process.stdin.resume();
process.stdin.on('end', async () => {
  await db.close();
  process.exit(0);
});
