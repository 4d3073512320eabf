/** @type {{ name: string; sql: string }} */
export const migration = {
  name: '0006_alert_engine',
  sql: String.raw`
create table alert_cursors (
  source text not null check (source in ('provider', 'sample')),
  from_code char(3) not null,
  to_code char(3) not null,
  checked_bucket timestamptz not null,
  constraint alert_cursors_pkey primary key (source, from_code, to_code)
);

-- Checking starts where the last check could have left off: before the oldest armed alert's first sample, or at the
-- pair's latest sample when no alert waits on it.
insert into alert_cursors (source, from_code, to_code, checked_bucket)
select s.source, s.from_code, s.to_code,
  case when o.armed_since is null then max(s.bucket)
       else coalesce(max(s.bucket) filter (where s.read_at < o.armed_since), '-infinity') end
from rate_samples s
left join (
  select from_code, to_code, min(armed_at) as armed_since from rate_alerts where status = 'armed' group by 1, 2
) o on o.from_code = s.from_code and o.to_code = s.to_code
group by s.source, s.from_code, s.to_code, o.armed_since;

drop index rate_alerts_armed_idx;
create index rate_alerts_armed_target_idx on rate_alerts (from_code, to_code, direction, target)
  where status = 'armed';

alter table mail_outbox add column alert_id bigint;
create unique index mail_outbox_alert_id_key on mail_outbox (alert_id) where alert_id is not null;
`,
};
