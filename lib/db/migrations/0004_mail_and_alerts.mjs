/** @type {{ name: string; sql: string }} */
export const migration = {
  name: '0004_mail_and_alerts',
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
};
