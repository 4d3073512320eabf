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
];
