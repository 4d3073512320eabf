import { render, screen } from '@testing-library/react';

import type { WaitlistCopy } from '@/components/waitlist/waitlist-form';
import { WaitlistFormLoader } from '@/components/waitlist/waitlist-form-loader';

// The form's code is fetched when its modal first opens; here that fetch fails (offline, a new deploy).
jest.mock('../../../components/waitlist/waitlist-form', () => {
  throw new Error('Loading chunk failed');
});

const copy = { serverError: 'Could not load. Check your connection.' } as WaitlistCopy;

it('says the form could not load, instead of throwing to the page', async () => {
  render(<WaitlistFormLoader copy={copy} action={jest.fn()} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load. Check your connection.');
});
