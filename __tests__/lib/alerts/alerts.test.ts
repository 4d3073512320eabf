/** @jest-environment node */
import { testBackends, useTestDatabase } from '../db/test-databases';
import { loadDoor, people, seedTwoPeople } from '../db/two-people';

jest.setTimeout(120_000);

describe.each(testBackends())('the alerts door on %s', (_name, makeDatabase) => {
  const opened = useTestDatabase(makeDatabase);

  it('finds a person by address or mailbox, exports and erases them, and keeps the other', async () => {
    await seedTwoPeople(opened.db);
    const door = await loadDoor(opened.database, () => import('@/lib/alerts/alerts'));

    // Kept under another spelling of the same mailbox: found by either.
    const ada = await door.lookUp(people.ada.email);
    expect(ada.alerts).toEqual([expect.objectContaining({ mailbox: 'adal@gmail.com' })]);
    expect(await door.lookUp(people.ada.variant)).toEqual(ada);
    expect(ada.alerts[0]).not.toHaveProperty('unsubscribe_token_hash');
    expect(await door.exportPerson(people.ada.email)).toEqual(JSON.parse(JSON.stringify(ada)));
    const bo = await door.lookUp(people.bo.email);
    expect(bo.alerts).toHaveLength(1);

    expect(await opened.db.transaction((tx) => door.erase(people.ada.email, tx))).toBe(1);

    expect(await door.lookUp(people.ada.email)).toEqual({ alerts: [] });
    expect(await door.lookUp(people.bo.email)).toEqual(bo);
  });
});
