import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import { defaultRateLimits } from '../config.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** A mailer that keeps what it is given; `failing` makes every send throw (an SMTP outage). */
export function capturingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { sent: MailMessage[]; failing: boolean } = {
    sent,
    failing: false,
    async send(message) {
      if (mailer.failing) throw new Error('SMTP is down');
      sent.push(message);
    },
  };
  return mailer;
}

/** The real app; registration is not rate limited here because every test makes new accounts. */
export function createProfileTestApp(mailer: Mailer = capturingMailer()): Promise<TestApp> {
  return createTestApp({ rateLimits: { ...defaultRateLimits, registerPerIp: 10_000 } }, { mailer });
}

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${++counter}@example.com`;

export interface RegisteredCaptain {
  token: string;
  email: string;
  password: string;
  name: string;
}

export async function registerCaptain(t: TestApp, name = 'Jan Maria Kowalski'): Promise<RegisteredCaptain> {
  const email = uniqueEmail('captain');
  const password = 'correct horse battery';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, phone_register: '+48 600 100 200', password, password_confirmation: password },
  });
  expect(response.statusCode).toBe(201);
  return { token: response.json().token, email, password, name };
}

export async function registerStudent(t: TestApp): Promise<string> {
  const password = 'student password';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/student/register',
    payload: {
      first_name: 'Ola',
      last_name: 'Nowak',
      email: uniqueEmail('student'),
      password,
      password_confirmation: password,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().token;
}

export const validProfile = {
  first_name: 'Anna',
  last_name: 'Żeglarska',
  phone: '+48 501 502 503',
  license_type: 'pzz-jsm',
  license_number: 'JSM-12345',
};

/** A solid-colour image of the given size, to be encoded by the caller (.png(), .jpeg() ...). */
export const solidImage = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 11, g: 57, b: 84, alpha: 0.5 } } });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser would send it. */
export function multipartBody(parts: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----LogbookTest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadLogo(
  t: TestApp,
  token: string,
  data: Buffer,
  filename = 'logo.png',
  type = 'image/png',
) {
  const body = multipartBody([{ field: 'logo', filename, contentType: type, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/captain-profile/logo',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk (length, type, data, CRC), for hand-made PNG files in upload tests. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a complete, valid 1-bit PNG of side x side pixels (20000 -> 400 megapixels, some
 * 50 MB of pixel rows once inflated, more than a gigabyte as RGBA) in about 50 kB.
 */
export function decompressionBombPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
