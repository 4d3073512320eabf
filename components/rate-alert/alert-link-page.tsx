import { getTranslations } from 'next-intl/server';

import { formatRateFigure } from '@/lib/money/format-rate';
import { confirmRateAlert, stopRateAlert } from '@/lib/actions/rate-alert';
import { lookUpAlert } from '@/lib/alerts/alerts';
import { isTokenShaped } from '@/lib/signup/tokens';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { TokenActionForm } from '@/components/notice-page/token-action-form';
import { NoticePage, NoticePageText } from '@/components/notice-page/notice-page';

// Written out, so the message-key test sees each key read.
const directionKeys = { up: 'up', down: 'down' } as const;
const copy = {
  confirm: {
    title: 'confirmTitle',
    body: 'confirmBody',
    button: 'confirmButton',
    gone: { title: 'expiredTitle', body: 'expiredBody' },
  },
  unsubscribe: {
    title: 'stopTitle',
    body: 'stopBody',
    button: 'stopButton',
    gone: { title: 'stopTitle', body: 'stopUnknown' },
  },
} as const;
const actions = { confirm: confirmRateAlert, unsubscribe: stopRateAlert } as const;

export type AlertLinkKind = keyof typeof copy;

export async function alertLinkTitle(kind: AlertLinkKind, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'AlertPages' });
  return t(copy[kind].title);
}

/**
 * The page a mail's confirm or stop link opens: what the alert is, and the one button that acts (a POST). Opening it
 * acts on nothing, as mail scanners open links. A link that no longer names an alert to act on says so.
 */
export async function AlertLinkPage({
  kind,
  locale,
  token,
  problem,
}: {
  kind: AlertLinkKind;
  locale: Locale;
  token: string | undefined;
  problem: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'AlertPages' });
  const lookup = await lookUpAlert(kind, token);
  const actsOn =
    lookup.state === 'failed' ||
    (lookup.state === 'found' && (kind === 'confirm' || ['pending', 'armed'].includes(lookup.alert.status)));
  if (!isTokenShaped(token) || !actsOn) {
    return (
      <NoticePage title={t(copy[kind].gone.title)}>
        <NoticePageText>{t(copy[kind].gone.body)}</NoticePageText>
        <a href={localizedPath('/', locale)}>{t('homeLink')}</a>
      </NoticePage>
    );
  }
  return (
    <NoticePage
      title={t(copy[kind].title)}
      notice={lookup.state === 'failed' || problem ? t('tryAgain') : undefined}
    >
      {lookup.state === 'found' && (
        <NoticePageText>
          {t(copy[kind].body, {
            fromCode: lookup.alert.pair.from,
            toCode: lookup.alert.pair.to,
            condition: t(directionKeys[lookup.alert.direction], {
              target: formatRateFigure(Number(lookup.alert.target), locale),
            }),
          })}
        </NoticePageText>
      )}
      <TokenActionForm action={actions[kind]} token={token} locale={locale} label={t(copy[kind].button)} />
    </NoticePage>
  );
}
