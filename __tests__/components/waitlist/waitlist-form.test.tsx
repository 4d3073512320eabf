import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { WaitlistForm, type WaitlistCopy } from '@/components/waitlist/waitlist-form';

const copy: WaitlistCopy = {
  intro: 'Be among the first.',
  labels: { fullName: 'Full name', email: 'Email', phoneNumber: 'Phone number' },
  phoneHint: 'With your country code',
  submit: 'Join waitlist',
  required: { fullName: 'Enter your name.', email: 'Enter your email.', phoneNumber: 'Enter your phone.' },
  invalidEmail: 'Email looks wrong.',
  successTitle: 'Information received',
  successBody: 'Thanks.',
  close: 'Close',
};

describe('WaitlistForm', () => {
  it('does not submit while a field is empty, and says which', async () => {
    render(<WaitlistForm copy={copy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Join waitlist' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter your email.');
    expect(screen.queryByText('Information received')).not.toBeInTheDocument();
  });

  it('rejects an email without a domain and keeps every value typed', async () => {
    render(<WaitlistForm copy={copy} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Kwame Mensah');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'kwame@');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '+233 24 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Join waitlist' }));
    expect(screen.getByText('Email looks wrong.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Kwame Mensah');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+233 24 123 4567');
  });

  it('moves to the success stage after a valid submit', async () => {
    render(<WaitlistForm copy={copy} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Awa Diop');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'awa@example.sn');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '+221 77 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Join waitlist' }));
    expect(screen.getByRole('status')).toHaveTextContent('Information received');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
