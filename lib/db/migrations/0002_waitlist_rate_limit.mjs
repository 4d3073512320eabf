/** @type {{ name: string; sql: string }} */
export const migration = {
  name: '0002_waitlist_rate_limit',
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
};
