import { getTranslations } from 'next-intl/server';

import { Modal } from '@/components/ui/modal/modal';

import { WaitlistForm } from './waitlist-form';

export async function WaitlistModal() {
  const t = await getTranslations('Waitlist');
  const labels = { fullName: t('fullName'), email: t('email'), phoneNumber: t('phoneNumber') };
  return (
    <Modal id="waitlist" title={t('title')} closeLabel={t('close')}>
      <WaitlistForm
        copy={{
          intro: t('intro'),
          labels,
          phoneHint: t('phoneHint'),
          submit: t('submit'),
          required: {
            fullName: t('requiredFullName'),
            email: t('requiredEmail'),
            phoneNumber: t('requiredPhoneNumber'),
          },
          invalidEmail: t('invalidEmail'),
          successTitle: t('successTitle'),
          successBody: t('successBody'),
          close: t('close'),
        }}
      />
    </Modal>
  );
}
