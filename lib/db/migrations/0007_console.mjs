/** @type {{ name: string; sql: string }} */
export const migration = {
  name: '0007_console',
  sql: String.raw`
alter table mail_outbox drop constraint mail_outbox_purpose_check;
alter table mail_outbox add constraint mail_outbox_purpose_check
  check (purpose in ('alert-confirm', 'alert-fired', 'waitlist-confirm', 'console-sign-in'));

create table console_sign_in_tokens (
  token_hash bytea primary key check (length(token_hash) = 32),
  email text not null check (email = lower(email) and char_length(email) <= 254),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create table console_sessions (
  id bigint generated always as identity primary key,
  token_hash bytea not null unique check (length(token_hash) = 32),
  email text not null check (email = lower(email) and char_length(email) <= 254),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);

create index console_sessions_email_idx on console_sessions (email);

-- A person's page is reached by a handle, so no address travels in a URL (or a log of one).
create table console_lookups (
  handle_hash bytea primary key check (length(handle_hash) = 32),
  session_id bigint not null references console_sessions (id) on delete cascade,
  email text not null check (char_length(email) <= 254),
  expires_at timestamptz not null
);

create table console_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor text not null check (char_length(actor) <= 254),
  action text not null check (action in ('sign-in', 'sign-out', 'download', 'lookup', 'export', 'erasure')),
  detail text check (char_length(detail) <= 200),
  subject_hash text check (subject_hash ~ '^[0-9a-f]{64}$')
);

create index console_audit_at_idx on console_audit (at);

create table console_secret (
  id boolean primary key default true check (id),
  secret bytea not null check (length(secret) = 32)
);

insert into console_secret (secret)
values (decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'));
`,
};
