import { randomUUID } from 'node:crypto';

import { pairSlug, type CurrencyPair } from '@/lib/converter/pair-slug';
import { errorCodeOf } from '@/lib/db/error-code';
import type { Db } from '@/lib/db/open-database.mjs';
import type { Locale } from '@/lib/i18n/routing';
import { decideVisitorMail } from '@/lib/mail/fair-share';
import { mailboxKey } from '@/lib/mail/mailbox';
import { messageIdFor } from '@/lib/mail/outbox-store';

import type { Attribution } from '@/lib/signup/attribution';

import { equalsShownRate, parseAlertForm, type AlertFieldErrors } from './alert-input';
import { confirmAlertMail } from './alert-mails';
import { alertPolicy, armedInMailbox, insertPendingAlert, type AlertDirection } from './alert-store';
import { alertLinks, unsubscribeHeaders } from './alert-links';
import { newToken } from '@/lib/signup/tokens';

/** The form's outcome, a page in the visitor's language; `sent` is the same for every address, and for a bot. */
export type AlertOutcome =
  | { kind: 'sent'; locale: Locale; pair: CurrencyPair }
  | { kind: 'invalid'; locale: Locale; pair: CurrencyPair; target: string; fieldErrors: AlertFieldErrors }
  | { kind: 'no-rate'; locale: Locale; pair: CurrencyPair }
  | { kind: 'rate-limited'; locale: Locale; pair: CurrencyPair; scope: 'network' | 'everyone' }
  | { kind: 'error'; locale: Locale; pair: CurrencyPair };

export type AlertEvent = {
  event: 'alerts.submit';
  outcome: AlertOutcome['kind'] | 'honeypot' | 'silent-limit';
  locale?: string;
  pair?: string;
  errorCode?: string;
};

export type SubmitAlertDeps = {
  getDb: () => Promise<Db>;
  currentRate: (pair: CurrencyPair) => Promise<number | undefined>;
  limitAddress: (address: string) => Promise<boolean>;
  mailPerHour: number;
  mailSharePercent: number;
  siteUrl: string;
  fromAddress: string;
  /** Receives outcomes only: never an e-mail or an address. */
  log: (event: AlertEvent) => void;
};

type AlertRequest = Extract<ReturnType<typeof parseAlertForm>, { ok: true }>['request'];

/** Stores the pending alert and its mail (lib/mail/fair-share.ts); a silent refusal runs the same statements. */
async function queueConfirmation(
  request: AlertRequest,
  direction: AlertDirection,
  context: { address: string; attribution: (pair: CurrencyPair, locale: Locale) => Attribution },
  deps: SubmitAlertDeps,
): Promise<'send' | 'silent' | 'deferred' | 'ceiling'> {
  const { pair, locale } = request;
  const confirm = newToken();
  const unsubscribe = newToken();
  const links = alertLinks(deps.siteUrl, locale, { confirm: confirm.token, unsubscribe: unsubscribe.token });
  const mail = confirmAlertMail({
    locale,
    pair,
    target: request.target,
    direction,
    siteUrl: deps.siteUrl,
    confirmUrl: links.confirm!,
    unsubscribeUrl: links.unsubscribePage,
  });
  const mailbox = mailboxKey(request.email);
  const db = await deps.getDb();
  return db.transaction(async (tx) => {
    const decision = await decideVisitorMail(
      tx,
      { purpose: 'alert-confirm', address: context.address, mailbox, silent: false },
      {
        perHour: deps.mailPerHour,
        sharePercent: deps.mailSharePercent,
        perMailboxPerDay: alertPolicy.confirmMailsPerEmailPerDay,
      },
    );
    const full = (await armedInMailbox(tx, mailbox)) >= alertPolicy.armedPerEmail;
    const outcome = decision.outcome === 'send' && full ? 'silent' : decision.outcome;
    await insertPendingAlert(
      tx,
      {
        email: request.email,
        mailbox,
        pair,
        target: request.target,
        direction,
        locale,
        attribution: context.attribution(pair, locale),
        confirmTokenHash: confirm.hash,
        unsubscribeTokenHash: unsubscribe.hash,
      },
      {
        messageId: messageIdFor('alert-confirm', randomUUID(), deps.fromAddress),
        recipient: request.email,
        ...mail,
        headers: unsubscribeHeaders(links),
        release:
          decision.outcome === 'send' ? { shareKey: decision.shareKey, at: decision.releaseAt } : undefined,
      },
      { store: outcome === 'send' },
    );
    return outcome;
  });
}

const typed = (fields: Record<string, string>) => (fields.target ?? '').slice(0, 32);

/** Undefined: the form was not ours (no pair or language we know), a 400. */
export async function submitAlert(
  fields: Record<string, string>,
  context: { address: string; attribution: (pair: CurrencyPair, locale: Locale) => Attribution },
  deps: SubmitAlertDeps,
): Promise<AlertOutcome | undefined> {
  const parsed = parseAlertForm(fields);
  if (!parsed) return undefined;
  if (!parsed.ok) {
    deps.log({
      event: 'alerts.submit',
      outcome: 'invalid',
      locale: parsed.locale,
      pair: pairSlug(parsed.pair),
    });
    return { kind: 'invalid', ...parsed };
  }
  const { request } = parsed;
  const { pair, locale } = request;
  const logged = { locale, pair: pairSlug(pair) };
  if (request.trap) {
    deps.log({ event: 'alerts.submit', outcome: 'honeypot', ...logged });
    return { kind: 'sent', locale, pair };
  }

  try {
    const rate = await deps.currentRate(pair);
    if (rate === undefined) {
      deps.log({ event: 'alerts.submit', outcome: 'no-rate', ...logged });
      return { kind: 'no-rate', locale, pair };
    }
    const target = Number(request.target);
    if (equalsShownRate(target, rate, pair)) {
      deps.log({ event: 'alerts.submit', outcome: 'invalid', ...logged });
      return { kind: 'invalid', locale, pair, target: typed(fields), fieldErrors: { target: 'equalsRate' } };
    }
    if (!(await deps.limitAddress(context.address))) {
      deps.log({ event: 'alerts.submit', outcome: 'rate-limited', ...logged });
      return { kind: 'rate-limited', locale, pair, scope: 'network' };
    }
    const queued = await queueConfirmation(request, target > rate ? 'up' : 'down', context, deps);
    if (queued === 'deferred' || queued === 'ceiling') {
      deps.log({ event: 'alerts.submit', outcome: 'rate-limited', ...logged });
      return { kind: 'rate-limited', locale, pair, scope: queued === 'ceiling' ? 'everyone' : 'network' };
    }
    if (queued === 'silent') {
      // Saying "this address has too many alerts" would tell a stranger that it has some.
      deps.log({ event: 'alerts.submit', outcome: 'silent-limit', ...logged });
      return { kind: 'sent', locale, pair };
    }
    deps.log({ event: 'alerts.submit', outcome: 'sent', ...logged });
    return { kind: 'sent', locale, pair };
  } catch (error) {
    deps.log({ event: 'alerts.submit', outcome: 'error', ...logged, errorCode: errorCodeOf(error) });
    return { kind: 'error', locale, pair };
  }
}
