/** @jest-environment node */
import { siteUrlProblem } from '@/lib/mail/site-url-check';

describe('siteUrlProblem', () => {
  it('refuses plain http off loopback while mail is on, naming NEXT_PUBLIC_SITE_URL', () => {
    for (const siteUrl of [
      'http://tuma.example',
      'http://10.0.0.5:3000',
      'http://[2001:db8::1]',
      'http://128.0.0.1',
    ])
      expect(siteUrlProblem({ siteUrl, mailOn: true })).toMatch(/^NEXT_PUBLIC_SITE_URL: must be https:\/\//);
  });

  it('accepts https anywhere, and http on loopback: the demo, next dev and the test builds', () => {
    for (const siteUrl of [
      'https://tuma.example',
      'https://tuma.vercel.app',
      'http://localhost:3000',
      'http://localhost:3100',
      'http://LOCALHOST:3000',
      'http://127.0.0.1:3100',
      'http://127.8.9.10',
      'http://[::1]:3000',
    ])
      expect(siteUrlProblem({ siteUrl, mailOn: true })).toBeUndefined();
  });

  it('accepts any site URL while mail is off: no link with a token goes out', () => {
    expect(siteUrlProblem({ siteUrl: 'http://tuma.example', mailOn: false })).toBeUndefined();
  });
});
