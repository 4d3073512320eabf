import type { Metadata } from 'next';

import { ACTIVITY_ROWS, recentActivity } from '@/lib/console/activity';

import styles from '@/components/console/console.module.scss';

export const metadata: Metadata = { title: 'Activity' };

export default async function ActivityPage() {
  const entries = await recentActivity();
  return (
    <>
      <h1 className={styles.title}>Activity</h1>
      <p>
        Every sign-in, download, lookup and erasure, newest first (the last {ACTIVITY_ROWS}), kept for a year.
        A person is named by a keyed hash of their address, never the address, so nothing names them after an
        erasure.
      </p>
      <div className={styles.tableWrap} role="region" aria-label="Console activity" tabIndex={0}>
        <table className={styles.table}>
          <caption>Console activity</caption>
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Detail</th>
              <th scope="col">Person (hash)</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={index}>
                <td>
                  <time dateTime={entry.at.toISOString()}>
                    {entry.at.toISOString().replace('T', ' ').slice(0, 19)}
                  </time>
                </td>
                <td>{entry.actor}</td>
                <td>{entry.action}</td>
                <td>{entry.detail ?? '—'}</td>
                <td>{entry.subjectHash ? `${entry.subjectHash.slice(0, 12)}…` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
