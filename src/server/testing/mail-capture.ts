import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Mailer, MailMessage } from '../mail/mailer.ts';

/** A message as a mail client would show it: decoded headers and the text and HTML bodies. */
export interface DecodedMail {
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

/** Header names in lower case; folded lines (starting with white space) are joined to the previous one. */
function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  let last = '';
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && last) {
      headers.set(last, `${headers.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    headers.set(last, line.slice(colon + 1).trim());
  }
  return headers;
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(unfolded.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=); white space between two words is dropped. */
export function decodeHeaderValue(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_whole, _charset: string, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : quotedPrintableBytes(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  switch ((transferEncoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return quotedPrintableBytes(body).toString('utf8');
    default:
      return body;
  }
}

function contentTypeOf(headers: Map<string, string>): { type: string; boundary: string | undefined } {
  const value = headers.get('content-type') ?? 'text/plain';
  const type = value.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  const boundary = /boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(value);
  return { type, boundary: boundary?.[1] ?? boundary?.[2] };
}

function collectBodies(raw: string, into: { text: string[]; html: string[] }) {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const { type, boundary } = contentTypeOf(headers);
  if (type.startsWith('multipart/') && boundary) {
    const [, ...parts] = body.split(new RegExp(`^--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectBodies(part.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (type === 'text/html') into.html.push(decoded);
  else if (type === 'text/plain') into.text.push(decoded);
}

/** Decodes a raw RFC 5322 message (CRLF or LF, multipart, quoted-printable or base64), enough for tests. */
export function decodeMail(raw: string): DecodedMail {
  const headers = parseHeaders(splitHead(raw).head);
  const bodies = { text: [] as string[], html: [] as string[] };
  collectBodies(raw, bodies);
  return {
    headers,
    subject: decodeHeaderValue(headers.get('subject') ?? ''),
    from: decodeHeaderValue(headers.get('from') ?? ''),
    to: decodeHeaderValue(headers.get('to') ?? ''),
    text: bodies.text.join('\n').replace(/\r\n/g, '\n'),
    html: bodies.html.join('\n').replace(/\r\n/g, '\n'),
  };
}

export interface ResetLink {
  href: string;
  base: string;
  token: string;
  email: string;
}

/** The password reset link of a mail's text: APP_URL/reset-password/{token}?email=... */
export function resetLinkIn(text: string): ResetLink | undefined {
  const match = /(https?:\/\/[^\s/]+(?:\/[^\s/]+)*?)\/reset-password\/([^\s?/]+)\?email=(\S+)/.exec(text);
  if (!match) return undefined;
  return {
    href: match[0],
    base: match[1] ?? '',
    token: match[2] ?? '',
    email: decodeURIComponent(match[3] ?? ''),
  };
}

export interface CapturedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  mail: DecodedMail;
}

export interface SmtpCapture {
  /** An SMTP_URL for the app: plain SMTP on loopback, without STARTTLS. */
  url: string;
  messages: CapturedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (a free port, or the given one to come back where it was) that accepts every message and keeps it. The message is stored
 * before the server acknowledges it, so it is there once the app's send (and so its HTTP answer) finished.
 */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          mail: decodeMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}?ignoreTLS=true`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mailer for buildApp that keeps the messages in memory instead of sending them. */
export function captureMailer(): { mailer: Mailer; sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    mailer: {
      async send(message) {
        sent.push(message);
      },
    },
  };
}
