/** @jest-environment node */
import { testBackends, useTestDatabase } from '../db/test-databases';
import { loadDoor, people, seedTwoPeople } from '../db/two-people';

jest.setTimeout(120_000);

describe.each(testBackends())('the waitlist door on %s', (_name, makeDatabase) => {
  const opened = useTestDatabase(makeDatabase);

  it('looks up, exports and erases one person, and keeps the other', async () => {
    await seedTwoPeople(opened.db);
    const waitlist = await loadDoor(opened.database, () => import('@/lib/waitlist/waitlist'));

    const ada = await waitlist.lookUp(' Ada.L@gmail.com ');
    expect(ada.signups).toEqual([
      expect.objectContaining({ email: people.ada.email, phone_e164: people.ada.phone }),
    ]);
    expect(ada.pending).toEqual([expect.objectContaining({ email: people.ada.email })]);
    expect(ada.pending[0]).not.toHaveProperty('token_hash');
    expect(ada.limiterKeys.map((row) => row.name).sort()).toEqual(['email', 'phone']);
    expect(JSON.parse(JSON.stringify(await waitlist.exportPerson(people.ada.email)))).toEqual(
      JSON.parse(JSON.stringify(ada)),
    );
    const bo = await waitlist.lookUp(people.bo.email);

    expect(await opened.db.transaction((tx) => waitlist.erase(people.ada.email, tx))).toBe(4);

    expect(await waitlist.lookUp(people.ada.email)).toEqual({ signups: [], pending: [], limiterKeys: [] });
    expect(await waitlist.lookUp(people.bo.email)).toEqual(bo);
    // The limits no person owns (one network address, everyone) stay counted.
    const { rows } = await opened.db.query<{ n: string }>(
      'select count(*)::text as n from waitlist_rate_limit',
    );
    expect(Number(rows[0]!.n)).toBe(2 + 1 + 2);
  });

  it('erases nothing when the caller rolls back', async () => {
    await seedTwoPeople(opened.db);
    const waitlist = await loadDoor(opened.database, () => import('@/lib/waitlist/waitlist'));
    const before = await waitlist.lookUp(people.ada.email);
    await expect(
      opened.db.transaction(async (tx) => {
        await waitlist.erase(people.ada.email, tx);
        throw new Error('a later store failed');
      }),
    ).rejects.toThrow('a later store failed');
    expect(await waitlist.lookUp(people.ada.email)).toEqual(before);
  });
});
