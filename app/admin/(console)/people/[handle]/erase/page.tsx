import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import clsx from 'clsx';

import { erasePersonNow } from '@/lib/actions/console';
import { emailOfHandle } from '@/lib/console/person';
import { requireAdmin } from '@/lib/console/session';
import { buttonProps } from '@/components/ui/button/button-props';

import styles from '@/components/console/console.module.scss';

export const metadata: Metadata = { title: 'Erase a person’s data' };

type ErasePageProps = { params: Promise<{ handle: string }> };

export default async function ErasePage({ params }: ErasePageProps) {
  const { handle } = await params;
  const email = await emailOfHandle(await requireAdmin(), handle);
  if (!email) notFound();
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>Erase everything about {email}?</h1>
      <p>
        This deletes, in one go, their waitlist sign-ups (pending ones too), rate alerts, mail in the outbox
        and the limiter counts derived from the address. It cannot be undone.
      </p>
      <p className={styles.message} data-tone="warning">
        Mail already handed to the mail server cannot be recalled: erasing deletes our copy, not what was
        delivered.
      </p>
      <form action={erasePersonNow} className={styles.actions}>
        <input type="hidden" name="handle" value={handle} />
        <button
          type="submit"
          {...buttonProps('primary')}
          className={clsx(buttonProps().className, styles.dangerButton)}
        >
          Erase everything about this person
        </button>
        <a href={`/admin/people/${handle}`}>Keep it and go back</a>
      </form>
    </div>
  );
}
