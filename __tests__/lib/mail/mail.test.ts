/** @jest-environment node */
import { testBackends, useTestDatabase } from '../db/test-databases';
import { loadDoor, people, seedTwoPeople } from '../db/two-people';

jest.setTimeout(120_000);

describe.each(testBackends())('the mail door on %s', (_name, makeDatabase) => {
  const opened = useTestDatabase(makeDatabase);

  it('finds a person by address or mailbox, exports and erases them, and keeps the other', async () => {
    await seedTwoPeople(opened.db);
    const door = await loadDoor(opened.database, () => import('@/lib/mail/mail'));

    // Kept under another spelling of the same mailbox: found by either.
    const ada = await door.lookUp(people.ada.email);
    expect(ada.mail).toEqual([expect.objectContaining({ mailbox: 'adal@gmail.com' })]);
    expect(await door.lookUp(people.ada.variant)).toEqual(ada);
    expect(ada.mail[0]).not.toHaveProperty('text_body');
    expect(await door.exportPerson(people.ada.email)).toEqual(JSON.parse(JSON.stringify(ada)));
    const bo = await door.lookUp(people.bo.email);
    expect(bo.mail).toHaveLength(1);

    expect(await opened.db.transaction((tx) => door.erase(people.ada.email, tx))).toBe(1);

    expect(await door.lookUp(people.ada.email)).toEqual({ mail: [] });
    expect(await door.lookUp(people.bo.email)).toEqual(bo);
  });
});
