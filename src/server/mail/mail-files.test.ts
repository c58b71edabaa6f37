import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, post, registerCaptain } from '../testing/accounts.ts';
import { decodeMail, resetLinkIn } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const appUrl = 'https://logbook.test';

describe('mail without SMTP_URL: .eml files under DATA_DIR/mail', () => {
  let t: TestApp;
  const logLines: string[] = [];
  let signUpMails: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { smtpUrl: undefined, appUrl, logLevel: 'info', rateLimits: generousRateLimits },
      { logger: true, logStream: { write: (line) => logLines.push(line) } },
    );
    await registerCaptain(t, { name: 'Plik Owy', email: 'file@example.com' });
    // The sign-up's confirmation mail (email-verification/ tests it) is not what these tests count.
    signUpMails = files();
  });
  afterAll(async () => t.close());

  const folder = () => path.join(t.config.dataDir, 'mail');
  const files = () =>
    fs.existsSync(folder())
      ? fs
          .readdirSync(folder())
          .filter((name) => name.endsWith('.eml') && !signUpMails.includes(name))
          .sort()
      : [];
  const read = (name: string) => decodeMail(fs.readFileSync(path.join(folder(), name), 'utf8'));

  it('writes the reset mail with its link to a file and keeps the token out of the log', async () => {
    expect(files()).toEqual([]);
    const response = await post(t, '/api/auth/forgot-password', { email: 'file@example.com' });
    expect(response.statusCode).toBe(200);

    const written = files();
    expect(written).toHaveLength(1);
    const mail = read(written[0] ?? '');
    expect(mail.to).toBe('file@example.com');
    expect(mail.subject).toBe('Reset your Logbook password');
    const link = resetLinkIn(mail.text);
    expect(link?.href).toMatch(
      /^https:\/\/logbook\.test\/reset-password\/[A-Za-z0-9_-]+\?email=file%40example\.com$/,
    );
    const token = link?.token ?? '';
    expect(token.length).toBeGreaterThanOrEqual(22);

    const log = logLines.join('');
    expect(log).toContain('mail written to a file');
    expect(log).toContain(written[0]);
    expect(log).not.toContain(token);

    // Opening the link and using it leave no trace of the token in the log either.
    await t.app.inject({ method: 'GET', url: `/reset-password/${token}?email=file%40example.com` });
    const reset = await post(t, '/api/auth/reset-password', {
      email: 'file@example.com',
      token,
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });
    expect(reset.statusCode).toBe(200);
    expect(logLines.join('')).not.toContain(token);
    expect(logLines.join('')).toContain('[redacted]');

    const after = files();
    expect(after).toHaveLength(2);
    const changed = after
      .map(read)
      .find((message) => message.subject === 'Your Logbook password was changed');
    expect(changed?.to).toBe('file@example.com');
  });

  it('writes no file for an unknown e-mail', async () => {
    const before = files();
    const response = await post(t, '/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(files()).toEqual(before);
  });
});

describe('decodeMail (the test helper that reads raw messages)', () => {
  it('decodes quoted-printable with soft line breaks, base64 parts and encoded-word headers', () => {
    const raw = [
      'From: Logbook <no-reply@localhost>',
      'To: a@example.com',
      'Subject: =?UTF-8?Q?Zresetuj_has=C5=82o?= =?UTF-8?B?IGRvIExvZ2Jvb2s=?=',
      'Content-Type: multipart/alternative;',
      ' boundary="--b1"',
      '',
      'preamble',
      '----b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Dzie=C5=84 dobry, a very long line that was =',
      'folded=3D here',
      '----b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Żółć</p>').toString('base64'),
      '----b1--',
      '',
    ].join('\r\n');
    const mail = decodeMail(raw);
    expect(mail.subject).toBe('Zresetuj hasło do Logbook');
    expect(mail.to).toBe('a@example.com');
    expect(mail.text).toBe('Dzień dobry, a very long line that was folded= here');
    expect(mail.html).toBe('<p>Żółć</p>');
  });
});
