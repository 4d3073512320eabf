import type { Metadata } from 'next';

import { formatAge } from '@/lib/figures/format-age';
import { loadOverview, RECORDING_WARN_HOURS } from '@/lib/console/overview';
import { FiguresSection } from '@/components/console/figures-section';
import { PersonLookup } from '@/components/console/person-lookup';
import { RecordingSection } from '@/components/console/recording-section';

import styles from '@/components/console/console.module.scss';

export const metadata: Metadata = { title: 'Overview' };

type OverviewPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export default async function OverviewPage({ searchParams }: OverviewPageProps) {
  const query = await searchParams;
  const overview = await loadOverview();
  const { at: now, mail } = overview;
  return (
    <>
      <h1 className={styles.title}>Overview</h1>
      <PersonLookup problem={one(query.problem)} erased={one(query.erased)} />
      <section className={styles.section} aria-labelledby="downloads">
        <h2 id="downloads">Downloads</h2>
        <p className={styles.actions}>
          <a href="/admin/downloads/signups.csv" download>
            Download sign-ups (CSV)
          </a>
          <a href="/admin/downloads/alerts.csv" download>
            Download alerts (CSV)
          </a>
        </p>
        <p className={styles.muted}>
          Every row kept, pending sign-ups included, with the columns of <code>npm run waitlist:export</code>.
        </p>
      </section>
      <FiguresSection
        id="signups"
        title="Sign-ups"
        states={['confirmed', 'pending', 'mail-off', 'before-confirmation']}
        figures={overview.signups}
        now={now}
      />
      <FiguresSection
        id="alerts"
        title="Alerts"
        states={['pending', 'armed', 'fired', 'stopped']}
        figures={overview.alerts}
        now={now}
      />
      <FiguresSection
        id="mail"
        title="Mail"
        states={['queued', 'sent', 'given up']}
        figures={mail}
        now={now}
        pageLabel="Purpose"
        showCampaigns={false}
      >
        <div>
          <dt>oldest unsent</dt>
          <dd>{mail.oldestUnsentAt ? formatAge(now.getTime() - mail.oldestUnsentAt.getTime()) : 'none'}</dd>
        </div>
      </FiguresSection>
      <RecordingSection recording={overview.recording} now={now} warnHours={RECORDING_WARN_HOURS} />
    </>
  );
}
