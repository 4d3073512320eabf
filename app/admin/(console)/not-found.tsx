import Link from 'next/link';
import styles from '@/components/console/console.module.scss';

export default function ConsoleNotFound() {
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>Not found</h1>
      <p>
        Nothing in the console lives at this address. Go back to the <Link href="/admin">overview</Link>.
      </p>
    </div>
  );
}
