import { createTranslator } from 'next-intl';

import mailEn from '@/lib/i18n/messages/mail.en.json';
import mailFr from '@/lib/i18n/messages/mail.fr.json';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { composeMail, type ComposedMail } from '@/lib/mail/compose';

const mailMessages = { en: mailEn, fr: mailFr } as const;

export function waitlistConfirmUrl(siteUrl: string, locale: Locale, token: string): string {
  const url = new URL(localizedPath('/waitlist/confirm', locale), siteUrl);
  url.searchParams.set('token', token);
  return url.href;
}

/** Carries nothing the visitor typed: a stranger could write anything to anyone in our name. */
export function waitlistConfirmMail({ locale, confirmUrl }: { locale: Locale; confirmUrl: string }): ComposedMail {
  const t = createTranslator({ locale, messages: mailMessages[locale], namespace: 'WaitlistMail' });
  return composeMail({
    subject: t('confirmSubject'),
    locale,
    blocks: [
      { kind: 'text', text: t('confirmIntro') },
      { kind: 'text', text: t('confirmHow') },
      { kind: 'action', label: t('confirmAction'), url: confirmUrl },
      { kind: 'small', text: t('confirmIgnore') },
      { kind: 'small', text: t('footer') },
    ],
  });
}
