import type { CurrencyPair } from '@/lib/converter/pair-slug';
import type { Queryable } from '@/lib/db/open-database.mjs';
import type { Locale } from '@/lib/i18n/routing';
import type { RenderMail, RenderedMail } from '@/lib/mail/render-mail';

import { alertLinks, unsubscribeHeaders } from './alert-links';
import type { AlertDirection } from './alert-store';
import { firedAlertMail } from './alert-mails';
import { newToken } from '@/lib/signup/tokens';

type FiredRow = {
  alert_id: string;
  from_code: string;
  to_code: string;
  target: string;
  direction: string;
  locale: string;
  fired_rate: string;
  fired_read_at: Date;
};

/**
 * Composes the mail of a fired alert's outbox row, queued by reference (lib/alerts/alert-engine.ts), with a new
 * unsubscribe token whose SHA-256 replaces the alert's. The bodies are stored on the row, so a retry sends the same
 * links. Undefined when the row names no fired alert (deleted, or not a fired alert's row): the drain gives it up.
 */
async function renderFiredAlert(
  db: Queryable,
  outboxId: string,
  siteUrl: string,
): Promise<RenderedMail | undefined> {
  const { rows } = await db.query<FiredRow>(
    `select a.id::text as alert_id, a.from_code, a.to_code, a.target::text as target, a.direction, a.locale,
       a.fired_rate::text as fired_rate, a.fired_read_at
     from mail_outbox o join rate_alerts a on a.id = o.alert_id
     where o.id = $1::bigint and a.status = 'fired'`,
    [outboxId],
  );
  const alert = rows[0];
  if (!alert) return undefined;
  const locale = alert.locale as Locale;
  const unsubscribe = newToken();
  const links = alertLinks(siteUrl, locale, { unsubscribe: unsubscribe.token });
  const mail = firedAlertMail({
    locale,
    pair: { from: alert.from_code, to: alert.to_code } as CurrencyPair,
    target: alert.target,
    direction: alert.direction as AlertDirection,
    siteUrl,
    unsubscribeUrl: links.unsubscribePage,
    rate: alert.fired_rate,
    readAt: new Date(alert.fired_read_at),
  });
  const headers = unsubscribeHeaders(links);
  const { rowCount } = await db.query(
    `with alert as (
       update rate_alerts set unsubscribe_token_hash = $2 where id = $3::bigint returning id
     )
     update mail_outbox set subject = $4, text_body = $5, html_body = $6, headers = $7::jsonb
     where id = $1::bigint and sent_at is null and exists (select from alert)`,
    [outboxId, unsubscribe.hash, alert.alert_id, mail.subject, mail.text, mail.html, JSON.stringify(headers)],
  );
  return rowCount > 0 ? { ...mail, headers } : undefined;
}

/** The drain's `render` (lib/mail/outbox-store.ts): fired alerts' rows are the only ones queued without bodies. */
export function alertMailRenderer(deps: { db: () => Promise<Queryable>; siteUrl: string }): RenderMail {
  return async (row) =>
    row.purpose === 'alert-fired' ? renderFiredAlert(await deps.db(), row.id, deps.siteUrl) : undefined;
}
