import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { apiCall } from './api.ts';

/** Tests run in parallel against one server: every account gets its own address. */
export function uniqueEmail(kind: string) {
  return `${kind}-${randomUUID()}@example.com`;
}

/** Makes an account through the API, as the register page would (counts against the register limit). */
function registerViaApi(url: string, input: Record<string, string>): Promise<unknown> {
  return apiCall(null, 'POST', url, { ...input, password_confirmation: input.password }, 201);
}

export interface ApiCaptain {
  email: string;
  password: string;
  user: unknown;
  token: string;
}

/** A captain account made through the API, as the register page would. */
export async function registerCaptainViaApi(password = 'first password 1'): Promise<ApiCaptain> {
  const email = uniqueEmail('captain');
  const body = (await registerViaApi('/api/auth/register', {
    name: 'Ewa Żeglarska',
    email,
    phone_register: '+48 500 600 700',
    password,
  })) as { user: unknown; token: string };
  return { email, password, user: body.user, token: body.token };
}

export interface ApiStudent {
  email: string;
  password: string;
}

/** A student account made through the API, as the student register page would. */
export async function registerStudentViaApi(password = 'student password 1'): Promise<ApiStudent> {
  const email = uniqueEmail('student');
  await registerViaApi('/api/student/register', {
    first_name: 'Zofia',
    last_name: 'Kowalczyk',
    email,
    password,
  });
  return { email, password };
}

/** Puts a login where the app keeps it (local storage), so the next page opens logged in. */
async function storeLogin(page: Page, entries: Record<string, string>) {
  await page.goto('/');
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, entries);
}

/** Logs in as this captain the way the app remembers a login: the app's local storage keys. */
export function storeCaptainLogin(page: Page, captain: ApiCaptain) {
  return storeLogin(page, { user: JSON.stringify(captain.user), token: captain.token });
}

/** A student's login as the student login answers it. */
export interface LoggedInStudent extends ApiStudent {
  student: { id: number; first_name: string; last_name: string };
  token: string;
}

/** Logs in as this student the way the app remembers a login: the student area's local storage keys. */
export function storeStudentLogin(page: Page, student: LoggedInStudent) {
  return storeLogin(page, { student: JSON.stringify(student.student), studentToken: student.token });
}

/** Quoted-printable (RFC 2045) as nodemailer writes it: soft line breaks and =XX bytes of UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The mail the app wrote (no SMTP in e2e: DATA_DIR/mail/*.eml) to this address, newest first. */
function mailsTo(email: string): string[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (the global setup starts the app)');
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
    .map((file) => fs.readFileSync(file, 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(raw));
}

/** The path of the newest link to a page of the app mailed to this address, found by `pattern`'s first group. */
async function newestLinkTo(email: string, pattern: RegExp, what: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const raw of mailsTo(email)) {
          const found = decodeQuotedPrintable(raw).match(pattern);
          if (found?.[1]) {
            link = found[1];
            return true;
          }
        }
        return false;
      },
      { message: `${what} to ${email} in DATA_DIR/mail`, timeout: 10_000 },
    )
    .toBe(true);
  return link ?? '';
}

/**
 * The path of the newest reset link sent to this address: "/reset-password/{token}?email=..." for a captain,
 * "/student/reset-password/{token}?email=..." for a student.
 */
export function newestResetLink(email: string): Promise<string> {
  return newestLinkTo(
    email,
    /https?:\/\/[^\s"<>/]+((?:\/student)?\/reset-password\/[^\s"<>]+)/,
    'a reset e-mail',
  );
}

/** The path of the newest confirmation link mailed to this address: "[/student]/verify-email/{token}?email=...". */
export function newestVerificationLink(email: string): Promise<string> {
  return newestLinkTo(
    email,
    /https?:\/\/[^\s"<>/]+((?:\/student)?\/verify-email\/[^\s"<>]+)/,
    'a confirmation e-mail',
  );
}
