/** @type {{ name: string; sql: string }} */
export const migration = {
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
};
