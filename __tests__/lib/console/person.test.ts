/** @jest-environment node */
import { testBackends, useTestDatabase } from '../db/test-databases';
import { loadDoor, people, seedTwoPeople } from '../db/two-people';

jest.setTimeout(120_000);

const admin = { email: 'ops@tuma.test', sessionId: '0' };
const tables = ['waitlist_signups', 'waitlist_pending', 'rate_alerts', 'mail_outbox'];

describe.each(testBackends())('a privacy request through the console on %s', (_name, makeDatabase) => {
  const opened = useTestDatabase(makeDatabase);

  async function rowsMentioning(text: string): Promise<number> {
    let found = 0;
    for (const table of [...tables, 'console_audit', 'console_lookups']) {
      const { rows } = await opened.db.query<{ n: string }>(
        `select count(*)::text as n from ${table} t where position($1 in lower(t::text)) > 0`,
        [text],
      );
      found += Number(rows[0]!.n);
    }
    return found;
  }

  it('looks up and exports every store, then erases all of it in one transaction', async () => {
    await seedTwoPeople(opened.db);
    Object.assign(process.env, {
      ADMIN_EMAILS: admin.email,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'console@tuma.test',
    });
    const person = await loadDoor(opened.database, () => import('@/lib/console/person'));
    await opened.db.query('delete from console_sessions');
    const session = await opened.db.query<{ id: string }>(
      `insert into console_sessions (email, token_hash) values ($1, sha256('s'::bytea)) returning id::text as id`,
      [admin.email],
    );
    const me = { ...admin, sessionId: session.rows[0]!.id };

    const handle = await person.openLookup(me, ' Ada.L@gmail.com ');
    expect(handle).toMatch(/^[\w-]{43}$/);
    expect(await person.openLookup(me, 'not an address')).toBeUndefined();
    expect(await person.emailOfHandle({ ...me, sessionId: '999999' }, handle)).toBeUndefined();
    const email = await person.emailOfHandle(me, handle);
    expect(email).toBe(people.ada.email);

    const found = await person.lookUpPerson(email!);
    expect(found.waitlist.signups).toHaveLength(1);
    expect(found.waitlist.pending).toHaveLength(1);
    expect(found.waitlist.limiterKeys.map((key) => key.name).sort()).toEqual(['email', 'phone']);
    expect(found.alerts.alerts).toEqual([expect.objectContaining({ email: people.ada.variant })]);
    expect(found.mail.mail).toEqual([expect.objectContaining({ recipient: people.ada.variant })]);
    expect(person.isEmpty(found)).toBe(false);
    const exported = await person.exportPerson(me, email!);
    expect(JSON.parse(JSON.stringify(exported))).toMatchObject({
      email: people.ada.email,
      waitlist: { signups: [expect.objectContaining({ phone_e164: people.ada.phone })] },
      alerts: { alerts: [expect.any(Object)] },
      mail: { mail: [expect.any(Object)] },
    });
    const bo = await person.lookUpPerson(people.bo.email);

    expect(await person.erasePerson(me, email!)).toBe(2 + 2 + 1 + 1);
    expect(person.isEmpty(await person.lookUpPerson(people.ada.email))).toBe(true);
    expect(await person.emailOfHandle(me, handle)).toBeUndefined();
    expect(await person.lookUpPerson(people.bo.email)).toEqual(bo);
    // The audit says what was done, to a keyed hash: nothing left names her.
    expect(await rowsMentioning('ada')).toBe(0);
    const audit = await opened.db.query<{ action: string; subject_hash: string | null }>(
      'select action, subject_hash from console_audit order by id',
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['lookup', 'export', 'erasure']);
    expect(new Set(audit.rows.map((row) => row.subject_hash)).size).toBe(1);
    expect(audit.rows[0]!.subject_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
