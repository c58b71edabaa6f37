import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer.ts';
import {
  generousRateLimits,
  loginCaptain,
  post,
  registerCaptain,
  strongPassword,
} from '../testing/accounts.ts';
import { resetLinkIn, type SmtpCapture, startSmtpCapture } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { freePort } from './support.ts';

const email = 'smtp-down@example.com';
const newPassword = 'another horse battery';

describe('SMTP server down (a real SMTP server, stopped and started again on its port)', () => {
  let t: TestApp;
  let smtp: SmtpCapture | undefined;
  let smtpPort: number;

  const smtpUp = async () => {
    smtp = await startSmtpCapture(smtpPort);
    return smtp;
  };
  const smtpDown = async () => {
    await smtp?.close();
    smtp = undefined;
  };

  beforeAll(async () => {
    smtpPort = await freePort();
    t = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      rateLimits: generousRateLimits,
    });
    await registerCaptain(t, { email });
  });
  afterAll(async () => {
    await smtpDown();
    await t?.close();
  });

  it('a password reset answers a clear 503 in the user’s language, loses nothing, and works once SMTP is back', async () => {
    const down = await post(t, '/api/auth/forgot-password', { email }, { language: 'pl' });
    expect(down.statusCode, down.body).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({
      success: false,
      message:
        'Nie udało się teraz wysłać wiadomości e-mail: serwer poczty nie odpowiada. Spróbuj ponownie za kilka minut.',
      request_id: expect.any(String),
    });
    expect(down.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);
    // The account is untouched: the old password still works.
    await loginCaptain(t, email, strongPassword);

    const mail = await smtpUp();
    const again = await post(t, '/api/auth/forgot-password', { email });
    expect(again.statusCode, again.body).toBe(200);
    expect(mail.messages).toHaveLength(1);
    const link = resetLinkIn(mail.messages[0]?.mail.text ?? '');
    expect(link?.email).toBe(email);

    // The mail server goes away again before the captain uses the link: the password change itself must
    // succeed (only its notice cannot be sent), or the captain would retry with a used link.
    await smtpDown();
    const reset = await post(t, '/api/auth/reset-password', {
      email,
      token: link?.token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await loginCaptain(t, email, newPassword);
    const old = await post(t, '/api/auth/login', { email, password: strongPassword });
    expect(old.statusCode).toBe(401);
  });
});

describe('SMTP server that takes the connection and never greets', () => {
  let t: TestApp | undefined;
  let silent: net.Server | undefined;
  const sockets = new Set<net.Socket>();

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
    await t?.close();
  });

  it('the mailer gives up after its timeout and the request answers 503 instead of hanging', async () => {
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent?.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const quiet = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {} };
    const log = { ...quiet, child: () => log, level: 'silent' } as unknown as FastifyBaseLogger;
    const smtp = { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'Logbook <no-reply@localhost>' };
    t = await createTestApp(
      { rateLimits: generousRateLimits },
      { mailer: createMailer({ ...smtp, dataDir: '/nonexistent', timeoutMs: 500 }, log) },
    );
    await registerCaptain(t, { email });
    const answer = await post(t, '/api/auth/forgot-password', { email });
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json<{ message: string }>().message).toMatch(/mail server is not responding/);
    expect(sockets.size).toBeGreaterThan(0);
  });
});
