// The schema, as data: the standalone server runs from .next/standalone, where no .sql file beside the source would
// exist, so the migrations travel inside the bundle. Applied in order, each once (open-database.mjs).
// To change the schema, append the next one; never edit one that has shipped. `name` is what schema_migrations
// records (the first kept the name of the .sql file it came from, so databases created before are not migrated again).
//
// Plain JavaScript because scripts/waitlist-export.mjs runs under plain Node.

/**
 * @typedef {object} Migration
 * @property {string} name Recorded in schema_migrations once applied; never renamed.
 * @property {string} sql
 */

/** @type {readonly Migration[]} In the order they apply. */
export const migrations = [
  {
    name: '0001_waitlist_signups.sql',
    // Waitlist sign-ups (issue 6). One row per e-mail address: the address is stored lower-cased and is unique,
    // so a second sign-up with the same address is a no-op (INSERT … ON CONFLICT DO NOTHING).
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
    // The waitlist rate limit, shared by every server process (lib/waitlist/rate-limit.ts). The first table is the one
    // rate-limiter-flexible's RateLimiterPostgres reads and writes, column for column as its own CREATE TABLE makes it
    // (it is told the table exists, so it never runs DDL itself): `key` is an HMAC-SHA256 of the client address, never
    // the address; `expire` is when the key's window ends, in milliseconds since 1970.
    // The second holds that HMAC's secret, one row made here once per database: every replica reads the same one,
    // with no variable to set. gen_random_uuid() (PostgreSQL 13+) draws from the server's strong random source;
    // two of them give 32 bytes, 244 of their bits random.
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
