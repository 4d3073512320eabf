/** @jest-environment node */
import { generateKeyPairSync } from 'node:crypto';

import {
  describeSmtp,
  dkimSettings,
  fromAddressOf,
  smtpSender,
  smtpTransportOptions,
  SMTP_TIMEOUTS,
} from '@/lib/mail/smtp-options';

import { startSmtpServer } from '../../../test/support/smtp.mjs';

const { privateKey: dkimKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

describe('smtpTransportOptions', () => {
  it('requires STARTTLS for smtp:// off loopback, on the submission port by default', () => {
    expect(smtpTransportOptions('smtp://smtp.example.com')).toMatchObject({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
    });
    expect(smtpTransportOptions('smtp://10.0.0.5:25')).toMatchObject({ port: 25, requireTLS: true });
  });

  it.each([
    'smtp://localhost:2525',
    'smtp://LOCALHOST:2525',
    'smtp://127.0.0.1:2525',
    'smtp://127.8.9.10:2525',
    'smtp://[::1]:2525',
  ])('allows plain SMTP on loopback: %s', (url) => {
    const options = smtpTransportOptions(url);
    expect(options).toMatchObject({ port: 2525, secure: false, requireTLS: false, ignoreTLS: true });
  });

  it('connects to [::1] without the brackets', () => {
    expect(smtpTransportOptions('smtp://[::1]:25').host).toBe('::1');
  });

  it('speaks TLS from the first byte for smtps://, on port 465 by default', () => {
    expect(smtpTransportOptions('smtps://smtp.example.com')).toMatchObject({
      port: 465,
      secure: true,
      requireTLS: false,
      ignoreTLS: false,
    });
    expect(smtpTransportOptions('smtps://localhost:4650')).toMatchObject({ secure: true, ignoreTLS: false });
  });

  it('decodes percent-encoded credentials, and sends none when the URL has none', () => {
    const options = smtpTransportOptions(
      'smtp://apikey%40example.com:p%40ss%3Aw%2Frd%20x@smtp.example.com:587',
    );
    expect(options.auth).toEqual({ user: 'apikey@example.com', pass: 'p@ss:w/rd x' });
    expect(smtpTransportOptions('smtp://smtp.example.com').auth).toBeUndefined();
  });

  it('bounds every wait to seconds', () => {
    const options = smtpTransportOptions('smtp://smtp.example.com');
    expect(options).toMatchObject({
      connectionTimeout: SMTP_TIMEOUTS.connectionMs,
      greetingTimeout: SMTP_TIMEOUTS.greetingMs,
      socketTimeout: SMTP_TIMEOUTS.socketMs,
      dnsTimeout: SMTP_TIMEOUTS.dnsMs,
    });
    for (const ms of Object.values(SMTP_TIMEOUTS)) expect(ms).toBeLessThanOrEqual(15_000);
  });

  it('refuses any other scheme', () => {
    expect(() => smtpTransportOptions('http://smtp.example.com')).toThrow(/smtp:\/\/ or smtps:\/\//);
  });

  it('signs with DKIM only when given the settings', () => {
    expect(smtpTransportOptions('smtp://smtp.example.com').dkim).toBeUndefined();
    const dkim = dkimSettings({ selector: 'tuma1', privateKey: dkimKey, fromAddress: 'alerts@Example.com' });
    expect(smtpTransportOptions('smtp://smtp.example.com', { dkim }).dkim).toEqual({
      domainName: 'example.com',
      keySelector: 'tuma1',
      privateKey: dkimKey,
    });
  });
});

describe('dkimSettings', () => {
  it('takes a key whose line breaks were written as \\n', () => {
    const oneLine = dkimKey.trim().replaceAll('\n', '\\n');
    const settings = dkimSettings({ selector: 's', privateKey: oneLine, fromAddress: 'a@example.com' });
    expect(settings.privateKey).toBe(dkimKey.trim());
  });

  it('refuses what is not a private key without quoting it', () => {
    const attempt = () =>
      dkimSettings({ selector: 's', privateKey: 'not-a-key-SECRET', fromAddress: 'a@example.com' });
    expect(attempt).toThrow(/MAIL_DKIM_PRIVATE_KEY is not a PEM private key/);
    expect(attempt).not.toThrow(/SECRET/);
  });
});

describe('fromAddressOf', () => {
  it('reads the address out of MAIL_FROM', () => {
    expect(fromAddressOf('Tuma <alerts@example.com>')).toBe('alerts@example.com');
    expect(fromAddressOf('alerts@example.com')).toBe('alerts@example.com');
  });
});

describe('describeSmtp', () => {
  it('says where mail goes and how, never the credentials', () => {
    const line = describeSmtp('smtp://user:hunter2-SECRET@smtp.example.com:587', {
      from: 'Tuma <alerts@example.com>',
      dkim: true,
    });
    expect(line).toBe(
      'mail is on via smtp.example.com:587 (STARTTLS required), from Tuma <alerts@example.com>, DKIM on',
    );
    expect(describeSmtp('smtps://u:p@smtp.example.com', { from: 'a@example.com', dkim: false })).toBe(
      'mail is on via smtp.example.com:465 (TLS), from a@example.com, DKIM off',
    );
    expect(describeSmtp('smtp://127.0.0.1:2525', { from: 'a@example.com', dkim: false })).toMatch(
      /127\.0\.0\.1:2525 \(plain on loopback\)/,
    );
  });
});

describe('smtpSender against a real SMTP server', () => {
  it('refuses a server without STARTTLS when the URL is off loopback', async () => {
    const smtp = await startSmtpServer();
    try {
      // The options of a remote server, pointed at the loopback one that offers no STARTTLS.
      const options = {
        ...smtpTransportOptions('smtp://smtp.example.com'),
        host: '127.0.0.1',
        port: smtp.port,
      };
      const send = smtpSender(options, 'alerts@example.com');
      await expect(
        send({
          messageId: '<t.1@example.com>',
          to: 'a@example.org',
          subject: 's',
          text: 't',
          html: '',
          headers: {},
        }),
      ).rejects.toMatchObject({ code: 'ETLS' });
      expect(smtp.messages()).toEqual([]);
      send.close();
    } finally {
      await smtp.stop();
    }
  });

  it('signs with DKIM for the sender domain', async () => {
    const smtp = await startSmtpServer();
    try {
      const dkim = dkimSettings({
        selector: 'tuma1',
        privateKey: dkimKey,
        fromAddress: 'alerts@example.com',
      });
      const send = smtpSender(smtpTransportOptions(smtp.url, { dkim }), 'Tuma <alerts@example.com>');
      await send({
        messageId: '<t.2@example.com>',
        to: 'a@example.org',
        subject: 'signed',
        text: 'hello',
        html: '<p>hello</p>',
        headers: {
          'List-Unsubscribe': '<https://example.com/u>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      const [mail] = await smtp.waitForMessages(1);
      // mailparser hands the header over as { value, params }.
      expect(mail?.headers.get('dkim-signature')).toMatchObject({
        params: { d: 'example.com', s: 'tuma1', a: 'rsa-sha256' },
      });
      // RFC 8058: the one-click unsubscribe header must be covered by the signature.
      const { params } = mail?.headers.get('dkim-signature') as { params: { h: string } };
      expect(params.h.split(':')).toEqual(
        expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']),
      );
      send.close();
    } finally {
      await smtp.stop();
    }
  });
});
