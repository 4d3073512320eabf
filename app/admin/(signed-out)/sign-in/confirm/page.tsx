import Link from 'next/link';
import type { Metadata } from 'next';

import { signIn } from '@/lib/actions/console';
import { signInLinkWorks } from '@/lib/console/sign-in';
import { buttonProps } from '@/components/ui/button/button-props';

import styles from '@/components/console/console.module.scss';

export const metadata: Metadata = { title: 'Sign in' };

type ConfirmPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Opening the link signs nobody in (mail scanners open links): the button does, once.
export default async function SignInConfirmPage({ searchParams }: ConfirmPageProps) {
  const { token } = await searchParams;
  const works = typeof token === 'string' && (await signInLinkWorks(token));
  return (
    <main className={styles.main}>
      <div className={styles.narrow}>
        <h1 className={styles.title}>Sign in to the console</h1>
        {works ? (
          <form action={signIn} className={styles.form}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" {...buttonProps('primary')}>
              Sign in
            </button>
          </form>
        ) : (
          <>
            <p className={styles.message} data-tone="warning">
              This link has expired or was already used.
            </p>
            <p>
              <Link href="/admin/sign-in">Ask for a new sign-in link</Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
