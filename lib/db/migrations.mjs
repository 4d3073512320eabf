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
    // The recorded rate history. Why these tables, keys and sizes: docs/rates.md, "Rate history".
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
];
