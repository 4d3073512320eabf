import Link from 'next/link';
import type { ReactNode } from 'react';

import { signOut } from '@/lib/actions/console';
import { requireAdmin } from '@/lib/console/session';
import { buttonProps } from '@/components/ui/button/button-props';

import styles from '@/components/console/console.module.scss';

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdmin();
  return (
    <>
      <header className={styles.header}>
        <span className={styles.brand}>Tuma console</span>
        <nav aria-label="Console" className={styles.nav}>
          <Link href="/admin">Overview</Link>
          <Link href="/admin/activity">Activity</Link>
        </nav>
        <span className={styles.who}>{admin.email}</span>
        <form action={signOut}>
          <button type="submit" {...buttonProps('secondary', 'small')}>
            Sign out
          </button>
        </form>
      </header>
      <main className={styles.main}>{children}</main>
    </>
  );
}
