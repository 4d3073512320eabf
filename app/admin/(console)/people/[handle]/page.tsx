import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import clsx from 'clsx';

import { emailOfHandle, isEmpty, lookUpPerson } from '@/lib/console/person';
import { requireAdmin } from '@/lib/console/session';
import { RecordList } from '@/components/console/record-list';
import { buttonProps } from '@/components/ui/button/button-props';

import styles from '@/components/console/console.module.scss';

export const metadata: Metadata = { title: 'A person’s data' };

type PersonPageProps = { params: Promise<{ handle: string }> };

export default async function PersonPage({ params }: PersonPageProps) {
  const { handle } = await params;
  const email = await emailOfHandle(await requireAdmin(), handle);
  if (!email) notFound();
  const person = await lookUpPerson(email);
  const limiterRows = [...person.waitlist.limiterKeys, ...person.console.limiterKeys];
  return (
    <>
      <h1 className={styles.title}>What is kept about {email}</h1>
      {isEmpty(person) ? (
        <p className={styles.message} role="status">
          Nothing is kept about this address.
        </p>
      ) : (
        <section className={styles.section} aria-labelledby="records">
          <h2 id="records">Every store</h2>
          <RecordList title="Waitlist sign-ups" rows={person.waitlist.signups} />
          <RecordList title="Pending sign-ups" rows={person.waitlist.pending} />
          <RecordList title="Rate alerts" rows={person.alerts.alerts} />
          <RecordList title="Mail in the outbox (bodies are never shown)" rows={person.mail.mail} />
          <RecordList title="Limiter counts derived from the address" rows={limiterRows} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="requests">
        <h2 id="requests">Their requests</h2>
        <p>
          Answer within one month of the request. Mail already handed to the mail server cannot be recalled;
          erasing removes our copy of it.
        </p>
        <div className={styles.actions}>
          <form method="get" action={`/admin/people/${handle}/data`}>
            <button type="submit" {...buttonProps('secondary')}>
              Download their data
            </button>
          </form>
          <form method="get" action={`/admin/people/${handle}/erase`}>
            <button
              type="submit"
              {...buttonProps('primary')}
              className={clsx(buttonProps().className, styles.dangerButton)}
            >
              Erase
            </button>
          </form>
        </div>
      </section>
    </>
  );
}
