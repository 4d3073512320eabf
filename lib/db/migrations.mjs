// Append only: never edit or rename one that has shipped. Why: docs/waitlist.md, "Database".

/** @typedef {object} Migration @property {string} name @property {string} sql */

/** @type {readonly Migration[]} */
export const migrations = [
  {
    name: '0001_waitlist_signups.sql',
    sql: String.raw`
create table waitlist_signups (
  id bigint generated always as identity primary key,
  full_name text not null check (char_length(full_name) between 1 and 100),
  email text not null check (email = lower(email) and char_length(email) <= 254),
  phone_e164 text not null check (phone_e164 ~ '^\+[1-9][0-9]{6,14}$'),
  locale text not null check (char_length(locale) between 2 and 10),
  source text not null check (source ~ '^[a-z0-9-]{1,40}$'),
  created_at timestamptz not null default now(),
  constraint waitlist_signups_email_key unique (email)
);

create index waitlist_signups_created_at_idx on waitlist_signups (created_at);
`,
  },
  {
    name: '0002_waitlist_rate_limit',
    // rate-limiter-flexible's own columns, and the HMAC secret for its keys. Why: docs/waitlist.md, "Rate limit".
    sql: String.raw`
create table waitlist_rate_limit (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);

create table waitlist_rate_limit_secret (
  id boolean primary key default true check (id),
  secret bytea not null check (length(secret) = 32)
);

insert into waitlist_rate_limit_secret (secret)
values (decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'));
`,
  },
  {
    name: '0003_rate_history',
    // The recorded rate history. Why these tables, keys and sizes: docs/rate-history.md.
    sql: String.raw`
create table rate_samples (
  source text not null check (source in ('provider', 'sample')),
  from_code char(3) not null check (from_code ~ '^[A-Z]{3}$'),
  to_code char(3) not null check (to_code ~ '^[A-Z]{3}$'),
  bucket timestamptz not null,
  read_at timestamptz not null,
  rate numeric check (rate > 0),
  constraint rate_samples_pkey primary key (source, from_code, to_code, bucket)
);

create index rate_samples_bucket_idx on rate_samples (bucket);

create table rate_daily (
  source text not null check (source in ('provider', 'sample')),
  from_code char(3) not null,
  to_code char(3) not null,
  day date not null,
  open numeric not null check (open > 0),
  high numeric not null check (high > 0),
  low numeric not null check (low > 0),
  close numeric not null check (close > 0),
  samples integer not null check (samples > 0),
  last_read_at timestamptz not null,
  constraint rate_daily_pkey primary key (source, from_code, to_code, day)
);

create table rate_recordings (
  source text not null check (source in ('provider', 'sample')),
  bucket timestamptz not null,
  claimed_at timestamptz not null,
  completed_at timestamptz,
  stored integer,
  constraint rate_recordings_pkey primary key (source, bucket)
);

create table rate_pending_jumps (
  source text not null check (source in ('provider', 'sample')),
  from_code char(3) not null,
  to_code char(3) not null,
  rate numeric not null check (rate > 0),
  since timestamptz not null,
  readings integer not null check (readings > 0),
  constraint rate_pending_jumps_pkey primary key (source, from_code, to_code)
);
`,
  },
  {
    name: '0004_mail_and_alerts',
    // The mail outbox, rate alerts, and waitlist sign-ups waiting for confirmation. Why these columns, and how long
    // each row is kept: docs/alerts.md.
    sql: String.raw`
create table mail_outbox (
  id bigint generated always as identity primary key,
  message_id text not null unique check (char_length(message_id) <= 200),
  purpose text not null check (purpose in ('alert-confirm', 'alert-fired', 'waitlist-confirm')),
  recipient text not null check (char_length(recipient) <= 254),
  subject text not null check (char_length(subject) <= 300),
  text_body text,
  html_body text,
  headers jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text check (char_length(last_error) <= 200)
);

create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where sent_at is null and failed_at is null;
create index mail_outbox_created_at_idx on mail_outbox (created_at);

create table rate_alerts (
  id bigint generated always as identity primary key,
  email text not null check (email = lower(email) and char_length(email) <= 254),
  from_code char(3) not null check (from_code ~ '^[A-Z]{3}$'),
  to_code char(3) not null check (to_code ~ '^[A-Z]{3}$'),
  target numeric not null check (target > 0),
  direction text not null check (direction in ('up', 'down')),
  locale text not null check (char_length(locale) between 2 and 10),
  page text not null check (char_length(page) <= 200),
  utm_source text check (char_length(utm_source) <= 100),
  utm_medium text check (char_length(utm_medium) <= 100),
  utm_campaign text check (char_length(utm_campaign) <= 100),
  status text not null default 'pending' check (status in ('pending', 'armed', 'fired', 'unsubscribed', 'expired')),
  confirm_token_hash bytea unique check (length(confirm_token_hash) = 32),
  confirm_expires_at timestamptz not null,
  unsubscribe_token_hash bytea not null unique check (length(unsubscribe_token_hash) = 32),
  created_at timestamptz not null default now(),
  armed_at timestamptz,
  expires_at timestamptz,
  fired_at timestamptz,
  fired_rate numeric check (fired_rate > 0),
  fired_read_at timestamptz,
  ended_at timestamptz
);

create index rate_alerts_armed_idx on rate_alerts (from_code, to_code) where status = 'armed';
create index rate_alerts_email_idx on rate_alerts (email);

create table waitlist_pending (
  id bigint generated always as identity primary key,
  full_name text not null check (char_length(full_name) between 1 and 100),
  email text not null check (email = lower(email) and char_length(email) <= 254),
  phone_e164 text not null check (phone_e164 ~ '^\+[1-9][0-9]{6,14}$'),
  locale text not null check (char_length(locale) between 2 and 10),
  source text not null check (source ~ '^[a-z0-9-]{1,40}$'),
  page text check (char_length(page) <= 200),
  utm_source text check (char_length(utm_source) <= 100),
  utm_medium text check (char_length(utm_medium) <= 100),
  utm_campaign text check (char_length(utm_campaign) <= 100),
  token_hash bytea not null unique check (length(token_hash) = 32),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- One pending sign-up per address: a new one replaces it, and only the latest mail's link works.
  constraint waitlist_pending_email_key unique (email)
);

create index waitlist_pending_expires_at_idx on waitlist_pending (expires_at);

-- Rows from before this migration say so; a new row always says how it was kept.
alter table waitlist_signups
  add column confirmation text not null default 'before-confirmation'
    check (confirmation in ('before-confirmation', 'mail-off', 'confirmed')),
  add column confirmed_at timestamptz,
  add column page text check (char_length(page) <= 200),
  add column utm_source text check (char_length(utm_source) <= 100),
  add column utm_medium text check (char_length(utm_medium) <= 100),
  add column utm_campaign text check (char_length(utm_campaign) <= 100);

alter table waitlist_signups alter column confirmation drop default;
`,
  },
  {
    name: '0005_mail_fair_share',
    // Each visitor-triggered mail's network address (a keyed hash) and release time, so one address gets a fair share
    // of the hour's mail; the normalised mailbox the per-mailbox limits count. Why: docs/alerts.md, "Limits".
    sql: String.raw`
alter table mail_outbox
  add column share_key text check (char_length(share_key) = 64),
  add column mailbox text check (char_length(mailbox) <= 254),
  add column release_at timestamptz not null default now();

update mail_outbox set mailbox = recipient, release_at = created_at;

create index mail_outbox_share_idx on mail_outbox (share_key, release_at) where share_key is not null;
create index mail_outbox_mailbox_idx on mail_outbox (mailbox, purpose, created_at);
create index mail_outbox_release_idx on mail_outbox (release_at) where share_key is not null;

alter table rate_alerts add column mailbox text check (char_length(mailbox) <= 254);
update rate_alerts set mailbox = email;
alter table rate_alerts alter column mailbox set not null;
create index rate_alerts_mailbox_idx on rate_alerts (mailbox, status);
`,
  },
  {
    name: '0006_alert_engine',
    // Where each pair's alert check has read to, the armed alerts indexed by the targets a rate reaches, and a fired
    // alert's mail queued by reference, composed when it is sent. Why: docs/alerts.md, "Firing" and "Scale".
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
  },
];
