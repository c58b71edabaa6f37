import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { onFirstUse } from '../on-first-use.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The SMTP server could not be reached or refused the message; the request fails with 503 and may be retried. */
export class MailUnavailableError extends Error {}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  /** How long SMTP may take to connect, to greet and to answer each step; SMTP_URL parameters can override it. */
  timeoutMs?: number;
}

/** nodemailer waits 30 s for a greeting and 10 min for a silent socket: far too long for a user's request. */
export const smtpTimeoutMs = 10_000;

/**
 * Sends over SMTP when SMTP_URL is set; otherwise writes each message as an .eml file under DATA_DIR/mail,
 * so a laptop install needs no mail server. Only the file's path is logged, never the message (it holds links
 * with tokens).
 */
/** Where the mailer reports: the app's logger, or the operator's terminal for the admin command line. */
export type MailLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

export function createMailer(options: MailerOptions, log: MailLog): Mailer {
  if (options.smtpUrl) {
    const timeout = options.timeoutMs ?? smtpTimeoutMs;
    // nodemailer is loaded with the first message (onFirstUse).
    const transport = onFirstUse(async () =>
      (await import('nodemailer')).default.createTransport({
        url: options.smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      }),
    );
    return {
      async send(message) {
        try {
          await (await transport()).sendMail({ from: options.from, ...message });
        } catch (error) {
          // Only the reason is logged: the message holds links with tokens.
          const { code, responseCode } = error as { code?: string; responseCode?: number };
          log.error({ code, responseCode, subject: message.subject }, 'mail could not be sent');
          throw new MailUnavailableError(`SMTP failed (${code ?? 'unknown'})`);
        }
        log.info({ subject: message.subject }, 'mail sent');
      },
    };
  }
  const folder = path.join(options.dataDir, 'mail');
  const transport = onFirstUse(async () =>
    (await import('nodemailer')).default.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    }),
  );
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: options.from, ...message });
      fs.mkdirSync(folder, { recursive: true });
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      fs.writeFileSync(file, info.message as Buffer);
      log.info({ file, subject: message.subject }, 'mail written to a file (no SMTP_URL set)');
    },
  };
}

/** The mailer with every message counted as sent or failed (the metrics' logbook_mails_total). */
export function countedMailer(mailer: Mailer, record: (result: 'sent' | 'failed') => void): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        record('failed');
        throw error;
      }
      record('sent');
    },
  };
}
