/** @jest-environment node */
import { confirmAlertMail, firedAlertMail } from '@/lib/alerts/alert-mails';
import { waitlistConfirmMail } from '@/lib/waitlist/confirm-mail';

const base = {
  pair: { from: 'USD', to: 'NGN' },
  target: '1600.5',
  direction: 'up',
  siteUrl: 'https://tuma.example',
  unsubscribeUrl: 'https://tuma.example/alerts/unsubscribe?token=u',
} as const;

describe('alert mails', () => {
  it('asks to confirm in the visitor’s language, with the same words in text and HTML', () => {
    const en = confirmAlertMail({
      ...base,
      locale: 'en',
      confirmUrl: 'https://tuma.example/alerts/confirm?token=c',
    });
    expect(en.subject).toBe('Confirm your USD to NGN rate alert');
    expect(en.text).toContain('our USD to NGN rate is at or above 1,600.50 NGN for 1 USD.');
    expect(en.text).toContain('Confirm the alert:\nhttps://tuma.example/alerts/confirm?token=c');
    expect(en.html).toContain('<a href="https://tuma.example/alerts/confirm?token=c"');
    expect(en.html).toContain('lang="en"');

    const fr = confirmAlertMail({
      ...base,
      locale: 'fr',
      direction: 'down',
      confirmUrl: 'https://tuma.example/fr/alerts/confirm?token=c',
    });
    expect(fr.subject).toBe('Confirmez votre alerte de taux USD en NGN');
    expect(fr.text).toContain('égal ou inférieur à 1\u202f600,50 NGN pour 1 USD');
  });

  it('names the pair, the target, the recorded rate and its time when it fires, and offers to set it again', () => {
    const mail = firedAlertMail({
      ...base,
      locale: 'en',
      rate: '1612.5',
      readAt: new Date('2026-11-27T14:00:00Z'),
    });
    expect(mail.subject).toBe('USD to NGN reached 1,612.50 (your target: 1,600.50)');
    expect(mail.text).toContain(
      'Our USD to NGN rate recorded on November 27, 2026 at 2:00 PM UTC is 1,612.50 NGN for 1 USD: at or above 1,600.50',
    );
    expect(mail.text).toContain('https://tuma.example/convert/usd-to-ngn#rate-alert');
  });

  it('loads nothing from elsewhere and escapes what it writes into HTML', () => {
    const mail = confirmAlertMail({
      ...base,
      locale: 'en',
      confirmUrl: 'https://tuma.example/alerts/confirm?token=a&b="c"',
    });
    expect(mail.html).not.toMatch(/<img|<link|<script|src=|url\(/i);
    expect(mail.html).toContain('token=a&amp;b=&quot;c&quot;');
    const signup = waitlistConfirmMail({
      locale: 'en',
      confirmUrl: 'https://tuma.example/waitlist/confirm?token=a&b="c"',
    });
    expect(signup.html).toContain('token=a&amp;b=&quot;c&quot;');
    expect(signup.text).toContain('Thank you for joining the Tuma waitlist.');
  });
});
