import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { WaitlistResult, WaitlistSubmission } from '@/lib/waitlist/result';
import { WaitlistForm, type WaitlistCopy } from '@/components/waitlist/waitlist-form';

const copy: WaitlistCopy = {
  intro: 'Be among the first.',
  labels: { fullName: 'Full name', email: 'Email', phoneNumber: 'Phone number' },
  phoneHint: 'With your country code',
  submit: 'Join waitlist',
  sending: 'Sending…',
  errors: {
    fullName: { required: 'Enter your name.', tooLong: 'Name too long.', invalid: 'Name in letters.' },
    email: { required: 'Enter your email.', tooLong: 'Email too long.', invalid: 'Email looks wrong.' },
    phoneNumber: {
      required: 'Enter your phone.',
      tooLong: 'Phone too long.',
      invalid: 'Phone looks wrong.',
      countryCode: 'Add your country code.',
    },
  },
  rateLimited: {
    network: Array.from({ length: 10 }, (_, i) => `Too many sign-ups. Try again in ${i + 1} min.`),
    everyone: Array.from({ length: 10 }, (_, i) => `Everyone is signing up. Try again in ${i + 1} min.`),
  },
  serverError: 'Could not save. Try again.',
  honeypotLabel: 'Website',
  successTitle: 'Information received',
  successBody: 'Thanks.',
  successConfirm: 'Confirm by mail.',
  close: 'Close',
};

/** The form's status region is there while it says "Sending…": wait for its words, not for it. */
async function statusSays(text: string) {
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
}

type Action = (submission: WaitlistSubmission) => Promise<WaitlistResult>;

function setup(
  action: Action = jest.fn<Promise<WaitlistResult>, [WaitlistSubmission]>(async () => ({
    status: 'success',
  })),
) {
  const user = userEvent.setup();
  render(<WaitlistForm copy={copy} action={action} />);
  const field = (name: string) => screen.getByRole('textbox', { name });
  const fillValid = async () => {
    await user.type(field('Full name'), 'Awa Diop');
    await user.type(field('Email'), 'Awa@Example.sn');
    await user.type(field('Phone number'), '+221 77 123 45 67');
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Join waitlist' }));
  return { user, field, fillValid, submit, action };
}

describe('WaitlistForm', () => {
  it('does not call the server while a field is empty, and says which', async () => {
    const { submit, field, action } = setup();
    await submit();
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(field('Full name')).toHaveFocus();
    expect(field('Email')).toHaveAccessibleDescription('Enter your email.');
    expect(field('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(action).not.toHaveBeenCalled();
    expect(screen.queryByText('Information received')).not.toBeInTheDocument();
  });

  it('checks with the shared schema before sending, keeping every value typed', async () => {
    const { user, field, submit, action } = setup();
    await user.type(field('Full name'), 'Kwame Mensah');
    await user.type(field('Email'), 'kwame@');
    await user.type(field('Phone number'), '024 123 4567');
    await submit();
    expect(await screen.findByText('Email looks wrong.')).toBeInTheDocument();
    expect(field('Phone number')).toHaveAccessibleDescription(
      'With your country code Add your country code.',
    );
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Full name')).toHaveValue('Kwame Mensah');
    expect(field('Phone number')).toHaveValue('024 123 4567');
    expect(action).not.toHaveBeenCalled();
  });

  it('sends the raw values, the empty honeypot and the opener, then shows the success stage', async () => {
    const { fillValid, submit, action } = setup();
    await fillValid();
    await submit();
    await statusSays('Information received');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(action).toHaveBeenCalledWith({
      fullName: 'Awa Diop',
      email: 'Awa@Example.sn',
      phoneNumber: '+221 77 123 45 67',
      website: '',
      source: null,
    });
  });

  it('shows the server’s field errors next to their fields and focuses the first', async () => {
    const { fillValid, submit, field } = setup(async () => ({
      status: 'invalid',
      fieldErrors: { phoneNumber: 'invalid' },
    }));
    await fillValid();
    await submit();
    expect(await screen.findByText('Phone looks wrong.')).toBeInTheDocument();
    await waitFor(() => expect(field('Phone number')).toHaveFocus());
    expect(field('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
  });

  it('announces the rate limit in minutes and keeps the form filled', async () => {
    const { fillValid, submit, field } = setup(async () => ({
      status: 'rate-limited',
      scope: 'network',
      retryAfterSeconds: 241,
    }));
    await fillValid();
    await submit();
    await statusSays('Too many sign-ups. Try again in 5 min.');
    expect(field('Full name')).toHaveValue('Awa Diop');
  });

  it('words the ceiling over all addresses as everyone’s pause, not the visitor’s network', async () => {
    const { fillValid, submit, field } = setup(async () => ({
      status: 'rate-limited',
      scope: 'everyone',
      retryAfterSeconds: 59,
    }));
    await fillValid();
    await submit();
    await statusSays('Everyone is signing up. Try again in 1 min.');
    expect(field('Email')).toHaveValue('Awa@Example.sn');
  });

  it.each([
    ['answers error', async (): Promise<WaitlistResult> => ({ status: 'error' })],
    [
      'cannot be reached',
      async (): Promise<WaitlistResult> => Promise.reject(new TypeError('Failed to fetch')),
    ],
  ])('asks for a retry when the server %s, and the retry goes through', async (_case, failure) => {
    const action = jest.fn(failure);
    const { fillValid, submit, field } = setup(action);
    await fillValid();
    await submit();
    await statusSays('Could not save. Try again.');
    expect(field('Email')).toHaveValue('Awa@Example.sn');
    action.mockImplementation(async () => ({ status: 'success' }));
    await submit();
    expect(await screen.findByText('Information received')).toBeInTheDocument();
  });

  it('asks to confirm the address by mail when the server says a mail went', async () => {
    const action = jest.fn(async (): Promise<WaitlistResult> => ({ status: 'success', confirmByMail: true }));
    const { fillValid, submit } = setup(action);
    await fillValid();
    await submit();
    expect(await screen.findByText('Information received')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirm by mail.');
  });

  it('takes focus for its first field when it arrives in an open dialog whose Close button has it', () => {
    // As on a first opening: the dialog opened and focused Close before the form's code had loaded.
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.open = true;
    dialog.appendChild(document.createElement('button')).focus();
    render(<WaitlistForm copy={copy} action={jest.fn()} />, {
      container: dialog.appendChild(document.createElement('div')),
    });
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    dialog.remove();
  });

  it('leaves focus alone outside an open dialog', () => {
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    render(<WaitlistForm copy={copy} action={jest.fn()} />);
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it('hides the honeypot from people and assistive technology, and sends what a bot put in it', async () => {
    const { fillValid, submit, action } = setup();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    honeypot.value = 'https://spam.example';
    await fillValid();
    await submit();
    await screen.findByText('Information received');
    expect(action).toHaveBeenCalledWith(expect.objectContaining({ website: 'https://spam.example' }));
  });
});
