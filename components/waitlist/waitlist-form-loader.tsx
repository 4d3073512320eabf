'use client';

import { lazy, Suspense } from 'react';

import type { WaitlistFormProps } from './waitlist-form';

// The form is only drawn once its modal first opens (components/ui/modal/modal.tsx), so its code (and its CSS)
// is fetched then, not with every page that has the modal. A failed fetch says so in the dialog instead of throwing
// to the page's error boundary.
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

export function WaitlistFormLoader(props: WaitlistFormProps) {
  return (
    <Suspense fallback={null}>
      <WaitlistForm {...props} />
    </Suspense>
  );
}
