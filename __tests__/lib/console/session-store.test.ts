/** @jest-environment node */
import { touchSession, deleteUnlistedSessions, insertSession } from '@/lib/console/session-store';
import { hashToken } from '@/lib/signup/tokens';

import { testBackends, useTestDatabase } from '../db/test-databases';

jest.setTimeout(120_000);

describe.each(testBackends())('console sessions on %s', (_name, makeDatabase) => {
  const opened = useTestDatabase(makeDatabase);
  const hash = (name: string) => hashToken(name.padEnd(43, 'x'));

  it('lasts 2 hours idle and 12 hours in all, and is kept alive by use', async () => {
    await opened.db.query('delete from console_sessions');
    for (const name of ['fresh', 'idle', 'old', 'busy'])
      await insertSession(opened.db, 'ops@tuma.test', hash(name));
    await opened.db.query(
      `update console_sessions set last_seen_at = now() - interval '2 hours 1 second' where token_hash = $1`,
      [hash('idle')],
    );
    await opened.db.query(
      `update console_sessions set created_at = now() - interval '12 hours 1 second' where token_hash = $1`,
      [hash('old')],
    );
    await opened.db.query(
      `update console_sessions set created_at = now() - interval '11 hours', last_seen_at = now() - interval '119 minutes'
       where token_hash = $1`,
      [hash('busy')],
    );
    expect(await touchSession(opened.db, hash('fresh'))).toEqual({
      id: expect.any(String),
      email: 'ops@tuma.test',
    });
    expect(await touchSession(opened.db, hash('idle'))).toBeUndefined();
    expect(await touchSession(opened.db, hash('old'))).toBeUndefined();
    expect(await touchSession(opened.db, hash('busy'))).toBeDefined();
    const { rows } = await opened.db.query<{ idle: boolean }>(
      `select last_seen_at > now() - interval '1 minute' as idle from console_sessions where token_hash = $1`,
      [hash('busy')],
    );
    expect(rows[0]!.idle).toBe(true);
    expect(await touchSession(opened.db, hash('never'))).toBeUndefined();
  });

  it('ends the sessions of an address taken off the list', async () => {
    await opened.db.query('delete from console_sessions');
    await insertSession(opened.db, 'ops@tuma.test', hash('a'));
    await insertSession(opened.db, 'gone@tuma.test', hash('b'));
    expect(await deleteUnlistedSessions(opened.db, ['ops@tuma.test'])).toBe(1);
    expect(await touchSession(opened.db, hash('b'))).toBeUndefined();
    expect(await touchSession(opened.db, hash('a'))).toBeDefined();
    expect(await deleteUnlistedSessions(opened.db, [])).toBe(1);
  });
});
