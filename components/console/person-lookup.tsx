import { lookUpPerson } from '@/lib/actions/console';
import { buttonProps } from '@/components/ui/button/button-props';

import styles from './console.module.scss';

const notices: Record<string, string> = {
  email: 'Enter an email address, like ada@example.com.',
  expired: 'That lookup has expired. Look the address up again.',
};

type PersonLookupProps = { problem?: string; erased?: string };

/** A privacy request: what is kept about an address, its export and its erasure. */
export function PersonLookup({ problem, erased }: PersonLookupProps) {
  const notice = problem ? notices[problem] : undefined;
  return (
    <section className={styles.section} aria-labelledby="person">
      <h2 id="person">A person&rsquo;s data</h2>
      {erased !== undefined && /^\d+$/.test(erased) && (
        <p className={styles.message} role="status">
          Erased: {erased} rows deleted. A lookup of that address now finds nothing.
        </p>
      )}
      {notice && (
        <p id="lookup-problem" className={styles.message} data-tone="warning" role="alert">
          {notice}
        </p>
      )}
      <form action={lookUpPerson} className={styles.form}>
        <label className={styles.field}>
          Email
          <input
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="off"
            aria-invalid={problem === 'email' || undefined}
            aria-describedby={notice ? 'lookup-problem' : undefined}
          />
        </label>
        <button type="submit" {...buttonProps('primary')}>
          Look up
        </button>
      </form>
    </section>
  );
}
