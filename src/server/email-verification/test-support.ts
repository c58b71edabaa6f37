import { expect } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';

export interface VerificationLink {
  href: string;
  base: string;
  /** The web page's path: /verify-email (captain) or /student/verify-email (student). */
  page: string;
  token: string;
  email: string;
}

/** The confirmation link of a mail's text: APP_URL[/student]/verify-email/{token}?email=... */
export function verificationLinkIn(text: string): VerificationLink | undefined {
  const match = /(https?:\/\/[^\s/]+)((?:\/student)?\/verify-email)\/([^\s?/]+)\?email=(\S+)/.exec(text);
  if (!match) return undefined;
  return {
    href: match[0],
    base: match[1] ?? '',
    page: match[2] ?? '',
    token: match[3] ?? '',
    email: decodeURIComponent(match[4] ?? ''),
  };
}

export const invalidLink =
  'This confirmation link is invalid, has expired or has already been used. Log in and ask for a new one.';
export const invalidLinkPl =
  'Ten link potwierdzający jest nieprawidłowy, wygasł lub został już użyty. Zaloguj się i poproś o nowy.';

export type Side = 'auth' | 'student';

export function verifyEmail(t: TestApp, side: Side, body: unknown, language?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${side}/verify-email`,
    payload: body as Record<string, unknown>,
    headers: language ? { 'accept-language': language } : {},
  });
}

/** Asserts the 422 a link that cannot confirm anything gets. */
export async function expectRefusedLink(t: TestApp, side: Side, email: string, token: string) {
  const response = await verifyEmail(t, side, { email, token });
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toEqual({
    success: false,
    message: invalidLink,
    errors: { token: [invalidLink] },
    request_id: expect.any(String),
  });
}

/** email_verified_at as GET /api/auth/user or GET /api/student/profile tells it. */
export async function verifiedAt(t: TestApp, side: Side, token: string): Promise<string | null> {
  const url = side === 'auth' ? '/api/auth/user' : '/api/student/profile';
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode, response.body).toBe(200);
  type Account = { email_verified_at: string | null };
  const body = response.json<{ user?: Account; student?: Account }>();
  const account = side === 'auth' ? body.user : body.student;
  expect(account).toHaveProperty('email_verified_at');
  return account?.email_verified_at ?? null;
}
