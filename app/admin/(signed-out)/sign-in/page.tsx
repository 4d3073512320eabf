import type { Metadata } from 'next';

import { requestSignInLink } from '@/lib/actions/console';
import { CONSOLE_LIMITS } from '@/lib/console/console-settings';
import { buttonProps } from '@/components/ui/button/button-props';

import styles from '@/components/console/console.module.scss';

export const metadata: Metadata = { title: 'Sign in' };

type SignInPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const notices = {
  sent:
    `If this address may sign in, a link is on its way to it. The link works once, for ` +
    `${CONSOLE_LIMITS.tokenMinutes} minutes.`,
  link: 'That sign-in link has expired or was already used. Ask for a new one below.',
  signedOut: 'You are signed out.',
};

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const query = await searchParams;
  const badEmail = query.problem === 'email';
  const notice = query.sent
    ? notices.sent
    : query.problem === 'link'
      ? notices.link
      : query['signed-out']
        ? notices.signedOut
        : undefined;
  return (
    <main className={styles.main}>
      <div className={styles.narrow}>
        <h1 className={styles.title}>Sign in to the console</h1>
        {notice && (
          <p className={styles.message} role="status">
            {notice}
          </p>
        )}
        <p>We mail a sign-in link to the address you give, if it may sign in.</p>
        <form action={requestSignInLink} className={styles.form}>
          <label className={styles.field}>
            Email
            <input
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={254}
              aria-invalid={badEmail || undefined}
              aria-describedby={badEmail ? 'email-problem' : undefined}
            />
          </label>
          <button type="submit" {...buttonProps('primary')}>
            Email me a sign-in link
          </button>
        </form>
        {badEmail && (
          <p id="email-problem" className={styles.message} data-tone="warning">
            Enter an email address, like ops@example.com.
          </p>
        )}
      </div>
    </main>
  );
}
