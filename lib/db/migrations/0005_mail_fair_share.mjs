/** @type {{ name: string; sql: string }} */
export const migration = {
  name: '0005_mail_fair_share',
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
};
