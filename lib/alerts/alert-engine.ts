import { cataloguePairs, type CurrencyPair } from '@/lib/converter/pair-slug';
import type { Db, Queryable } from '@/lib/db/open-database.mjs';
import { messageIdFor } from '@/lib/mail/outbox-store';

// Checks the armed alerts against the samples recorded since the last check, in a few set-based statements. Why it
// works this way, and what it costs: docs/alerts.md, "Firing" and "Scale".

const alertEngine = {
  /** A sample this far from its pair's last (0.05 = 5 %) fires nothing; a move that holds fires on its next one. */
  glitchFraction: '0.05',
  firePerStatement: 25_000,
} as const;

type Source = 'provider' | 'sample';

// The lock every checker asks for, per source: a second one (another replica, a retry) leaves the check to the first.
const LOCK_SQL = `select pg_try_advisory_xact_lock(hashtextextended('alert-check:' || $1, 0)) as locked`;

const PENDING_PAIRS_SQL = `
select p.from_code, p.to_code, last.bucket::text as upto
from unnest($2::char(3)[], $3::char(3)[]) as p(from_code, to_code)
left join alert_cursors c on c.source = $1 and c.from_code = p.from_code and c.to_code = p.to_code
cross join lateral (
  select max(s.bucket) as bucket from rate_samples s
  where s.source = $1 and s.from_code = p.from_code and s.to_code = p.to_code
) last
where last.bucket > coalesce(c.checked_bucket, '-infinity')`;

// The new samples of each pair (after its cursor, up to `upto`) with the last recorded one before them, so the first
// new sample is judged against it too. A sample is eligible within glitchFraction of the previous non-null one.
// Each armed alert fires on the first eligible sample read after it was armed that reaches its target; the update
// re-checks `status = 'armed'` on the row it locks, so an alert fires once however many statements race.
const FIRE_SQL = `
with pairs as (
  select p.from_code, p.to_code, p.upto, coalesce(c.checked_bucket, '-infinity') as after
  from unnest($2::char(3)[], $3::char(3)[], $4::text[]::timestamptz[]) as p(from_code, to_code, upto)
  left join alert_cursors c on c.source = $1 and c.from_code = p.from_code and c.to_code = p.to_code
),
readings as (
  select p.from_code, p.to_code, p.after, s.bucket, s.read_at, s.rate
  from pairs p
  cross join lateral (
    (select bucket, read_at, rate from rate_samples
     where source = $1 and from_code = p.from_code and to_code = p.to_code and bucket <= p.after and rate is not null
     order by bucket desc
     limit 1)
    union all
    select bucket, read_at, rate from rate_samples
    where source = $1 and from_code = p.from_code and to_code = p.to_code and bucket > p.after and bucket <= p.upto
      and rate is not null
  ) s
),
eligible as (
  select from_code, to_code, bucket, read_at, rate
  from (
    select r.*, lag(r.rate) over (partition by r.from_code, r.to_code order by r.bucket) as previous
    from readings r
  ) judged
  where bucket > after and (previous is null or abs(rate - previous) <= $5::numeric * previous)
),
crossed as (
  select distinct on (a.id) a.id, e.rate, e.read_at
  from eligible e
  cross join lateral (
    select id, armed_at, expires_at from rate_alerts
    where status = 'armed' and from_code = e.from_code and to_code = e.to_code and direction = 'up'
      and target <= e.rate
    union all
    select id, armed_at, expires_at from rate_alerts
    where status = 'armed' and from_code = e.from_code and to_code = e.to_code and direction = 'down'
      and target >= e.rate
  ) a
  where a.armed_at <= e.read_at and a.expires_at > now()
  order by a.id, e.bucket
  limit $6
),
fired as (
  update rate_alerts a
  set status = 'fired', fired_at = now(), ended_at = now(), fired_rate = c.rate, fired_read_at = c.read_at
  from crossed c
  where a.id = c.id and a.status = 'armed'
  returning a.id, a.email, a.mailbox
),
queued as (
  insert into mail_outbox (message_id, purpose, recipient, mailbox, subject, alert_id)
  select $7 || f.id || $8, 'alert-fired', f.email, f.mailbox, '', f.id from fired f
  on conflict do nothing
  returning id
)
select (select count(*) from crossed)::int as crossed, (select count(*) from queued)::int as queued`;

const ADVANCE_SQL = `
insert into alert_cursors (source, from_code, to_code, checked_bucket)
select $1, p.from_code, p.to_code, p.upto
from unnest($2::char(3)[], $3::char(3)[], $4::text[]::timestamptz[]) as p(from_code, to_code, upto)
on conflict (source, from_code, to_code)
do update set checked_bucket = greatest(alert_cursors.checked_bucket, excluded.checked_bucket)`;

/** messageIdFor's text around the alert's id, checked with the longest id a bigint can hold. */
function firedMessageIdParts(fromAddress: string): [string, string] {
  const longest = '9223372036854775807';
  const id = messageIdFor('alert-fired', longest, fromAddress);
  const at = id.lastIndexOf('@');
  return [id.slice(0, at - longest.length), id.slice(at)];
}

// `upto` as PostgreSQL's text, so it goes back exactly (a Date keeps milliseconds, a timestamptz microseconds).
type PendingPair = { from_code: string; to_code: string; upto: string };

async function fireUpTo(tx: Queryable, source: Source, pairs: PendingPair[], fromAddress: string) {
  const [idStart, idEnd] = firedMessageIdParts(fromAddress);
  let queued = 0;
  for (;;) {
    const { rows } = await tx.query<{ crossed: number; queued: number }>(FIRE_SQL, [
      source,
      pairs.map((pair) => pair.from_code),
      pairs.map((pair) => pair.to_code),
      pairs.map((pair) => pair.upto),
      alertEngine.glitchFraction,
      alertEngine.firePerStatement,
      idStart,
      idEnd,
    ]);
    queued += rows[0]?.queued ?? 0;
    if ((rows[0]?.crossed ?? 0) < alertEngine.firePerStatement) return queued;
  }
}

/** One mail per fired alert, queued by reference (lib/alerts/fired-mail.ts composes it when sent). */
export async function checkAlerts(deps: {
  db: Db;
  source: Source;
  fromAddress: string;
  pairs?: readonly CurrencyPair[];
}): Promise<{ fired: number }> {
  const { db, source, fromAddress, pairs: catalogue = cataloguePairs } = deps;
  return db.transaction(async (tx) => {
    const { rows: lock } = await tx.query<{ locked: boolean }>(LOCK_SQL, [source]);
    if (lock[0]?.locked !== true) return { fired: 0 };
    const codes = [catalogue.map((pair) => pair.from), catalogue.map((pair) => pair.to)];
    const { rows: pairs } = await tx.query<PendingPair>(PENDING_PAIRS_SQL, [source, ...codes]);
    if (pairs.length === 0) return { fired: 0 };
    const fired = await fireUpTo(tx, source, pairs, fromAddress);
    await tx.query(ADVANCE_SQL, [
      source,
      pairs.map((pair) => pair.from_code),
      pairs.map((pair) => pair.to_code),
      pairs.map((pair) => pair.upto),
    ]);
    return { fired };
  });
}
