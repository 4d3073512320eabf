import { createTranslator } from 'next-intl';

import { pairPath, type CurrencyPair } from '@/lib/converter/pair-slug';
import { localizedPath } from '@/lib/i18n/localized-path';
import mailEn from '@/lib/i18n/messages/mail.en.json';
import mailFr from '@/lib/i18n/messages/mail.fr.json';
import type { Locale } from '@/lib/i18n/routing';
import { formatRateFigure } from '@/lib/money/format-rate';
import { composeMail, type ComposedMail } from '@/lib/mail/compose';

import type { AlertDirection } from './alert-store';

const mailMessages = { en: mailEn, fr: mailFr } as const;

export type AlertMailContext = {
  locale: Locale;
  pair: CurrencyPair;
  /** The target as stored (a decimal string): written as the site writes rates. */
  target: string;
  direction: AlertDirection;
  /** The site's origin, https (or http on loopback): every link in a mail is ours. */
  siteUrl: string;
  unsubscribeUrl: string;
};

const translator = (locale: Locale) =>
  createTranslator({ locale, messages: mailMessages[locale], namespace: 'AlertMail' });

function condition(t: ReturnType<typeof translator>, context: AlertMailContext) {
  const target = formatRateFigure(Number(context.target), context.locale);
  return context.direction === 'up' ? t('up', { target }) : t('down', { target });
}

export function confirmAlertMail(context: AlertMailContext & { confirmUrl: string }): ComposedMail {
  const t = translator(context.locale);
  const codes = { fromCode: context.pair.from, toCode: context.pair.to };
  return composeMail({
    subject: t('confirmSubject', codes),
    locale: context.locale,
    blocks: [
      { kind: 'text', text: t('confirmIntro', { ...codes, condition: condition(t, context) }) },
      { kind: 'text', text: t('confirmHow') },
      { kind: 'action', label: t('confirmAction'), url: context.confirmUrl },
      { kind: 'text', text: t('confirmLasts') },
      { kind: 'small', text: t('confirmIgnore') },
      { kind: 'action', label: t('stop'), url: context.unsubscribeUrl },
      { kind: 'small', text: t('footer') },
    ],
  });
}

export function firedAlertMail(context: AlertMailContext & { rate: string; readAt: Date }): ComposedMail {
  const t = translator(context.locale);
  const codes = { fromCode: context.pair.from, toCode: context.pair.to };
  const rate = formatRateFigure(Number(context.rate), context.locale);
  const time = new Intl.DateTimeFormat(context.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(context.readAt);
  const pageUrl = new URL(localizedPath(pairPath(context.pair), context.locale), context.siteUrl).href;
  return composeMail({
    subject: t('firedSubject', {
      ...codes,
      rate,
      target: formatRateFigure(Number(context.target), context.locale),
    }),
    locale: context.locale,
    blocks: [
      {
        kind: 'text',
        text: t('firedIntro', { ...codes, rate, time: `${time} UTC`, condition: condition(t, context) }),
      },
      { kind: 'small', text: t('firedRateNote') },
      { kind: 'action', label: t('firedSeeRate'), url: pageUrl },
      { kind: 'text', text: t('firedDone') },
      { kind: 'action', label: t('setAgain'), url: `${pageUrl}#rate-alert` },
      { kind: 'small', text: t('footer') },
    ],
  });
}
