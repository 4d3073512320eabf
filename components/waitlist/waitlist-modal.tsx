import { getTranslations } from 'next-intl/server';

import { joinWaitlist } from '@/lib/actions/join-waitlist';
import { nextProcess } from '@/lib/env';
import { waitlistIsOn } from '@/lib/waitlist/waitlist';
import { WAITLIST_RATE_WINDOW_MS } from '@/lib/waitlist/limiter';
import { PreviewNotice } from '@/components/preview-notice/preview-notice';
import { Modal } from '@/components/ui/modal/modal';

import { WaitlistFormLoader } from './waitlist-form-loader';

const RATE_LIMIT_MINUTES = Array.from(
  { length: Math.ceil(WAITLIST_RATE_WINDOW_MS / 60_000) },
  (_, index) => index + 1,
);

export async function WaitlistModal() {
  const t = await getTranslations('Waitlist');
  const labels = { fullName: t('fullName'), email: t('email'), phoneNumber: t('phoneNumber') };
  if (nextProcess.isPreview && !waitlistIsOn())
    return (
      <Modal id="waitlist" title={t('title')} closeLabel={t('close')}>
        <PreviewNotice feature="waitlist" />
      </Modal>
    );
  return (
    <Modal id="waitlist" title={t('title')} closeLabel={t('close')}>
      <WaitlistFormLoader
        action={joinWaitlist}
        copy={{
          intro: t('intro'),
          labels,
          phoneHint: t('phoneHint'),
          submit: t('submit'),
          sending: t('sending'),
          errors: {
            fullName: {
              required: t('requiredFullName'),
              tooLong: t('nameTooLong'),
              invalid: t('nameInvalid'),
            },
            email: { required: t('requiredEmail'), tooLong: t('emailTooLong'), invalid: t('invalidEmail') },
            phoneNumber: {
              required: t('requiredPhoneNumber'),
              tooLong: t('phoneTooLong'),
              invalid: t('phoneInvalid'),
              countryCode: t('phoneCountryCode'),
            },
          },
          rateLimited: {
            network: RATE_LIMIT_MINUTES.map((minutes) => t('rateLimited', { minutes })),
            everyone: RATE_LIMIT_MINUTES.map((minutes) => t('rateLimitedEveryone', { minutes })),
          },
          serverError: t('serverError'),
          honeypotLabel: t('honeypotLabel'),
          successTitle: t('successTitle'),
          successBody: t('successBody'),
          successConfirm: t('successConfirm'),
          close: t('close'),
        }}
      />
    </Modal>
  );
}
