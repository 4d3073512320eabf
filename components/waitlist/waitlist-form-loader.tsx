'use client';

import { lazy, Suspense } from 'react';

import { trackEvent } from '@/lib/analytics/track-event';
import type { WaitlistSubmission } from '@/lib/waitlist/result';

import type { WaitlistFormProps } from './waitlist-form';

// Fetched when its modal first opens, not with every page that has the modal; a failed fetch says so in the
// dialog instead of throwing to the page's error boundary.
const WaitlistForm = lazy(() =>
  import('./waitlist-form').then(
    ({ WaitlistForm: Form }) => ({ default: Form }),
    () => ({
      default: function Unavailable({ copy }: WaitlistFormProps) {
        return <p role="alert">{copy.serverError}</p>;
      },
    }),
  ),
);

export function WaitlistFormLoader({ action, ...props }: WaitlistFormProps) {
  const signUp = async (submission: WaitlistSubmission) => {
    const result = await action(submission);
    if (result.status === 'success') trackEvent('Waitlist sign-up');
    return result;
  };
  return (
    <Suspense fallback={null}>
      <WaitlistForm {...props} action={signUp} />
    </Suspense>
  );
}
