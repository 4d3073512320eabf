'use client';

import { lazy, Suspense } from 'react';

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

export function WaitlistFormLoader(props: WaitlistFormProps) {
  return (
    <Suspense fallback={null}>
      <WaitlistForm {...props} />
    </Suspense>
  );
}
