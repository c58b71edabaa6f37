import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Invitation } from '#domain/invitation.ts';
import { todayIso } from '#domain/trip-days.ts';
import { registerStudent } from '../testing/accounts.ts';
import type { TestApp } from '../testing/test-app.ts';
import { call } from '../trips/test-support.ts';

export { type Captain, call, newCaptain } from '../trips/test-support.ts';

export interface Student {
  id: number;
  token: string;
}

let counter = 0;

/** A new student with a unique e-mail. */
export async function newStudent(t: TestApp, firstName = 'Jan', lastName = 'Kowalski'): Promise<Student> {
  counter += 1;
  const { student, token } = await registerStudent(t, {
    email: `student${counter}@example.com`,
    first_name: firstName,
    last_name: lastName,
  });
  return { id: student.id, token };
}

/** A date `days` from today (negative: in the past), as YYYY-MM-DD in the local calendar. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return todayIso(date);
}

/**
 * An invitation that expired on `date`: written to the database, since the API refuses a date that has passed
 * (the invitation's expiry came while it was in use).
 */
export async function expireInvitation(t: TestApp, id: number, date = dayFromToday(-1)) {
  await t.app.database.db.updateTable('invitations').set({ expires_on: date }).where('id', '=', id).execute();
}

/** Creates an invitation through the API and returns it as served. */
export async function createInvitation(
  t: TestApp,
  token: string,
  payload: Record<string, unknown> = {},
): Promise<Invitation> {
  const response = await call(t, 'POST', '/api/invitations', {
    token,
    payload: { description: 'Summer crew 2026', ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ invitation: Invitation }>().invitation;
}

export function accept(t: TestApp, token: string, payload: unknown, language?: string) {
  return call(t, 'POST', '/api/student/invitations/accept', {
    token,
    payload,
    ...(language ? { language } : {}),
  });
}

/** Asserts a 422 invitation_invalid whose message (also on `code`) is `message`. */
export function expectInvalid(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toEqual({
    success: false,
    error: 'invitation_invalid',
    message,
    errors: { code: [message] },
    request_id: expect.any(String),
  });
}

/** The invitation as its captain lists it now. */
export async function listed(t: TestApp, token: string, id: number): Promise<Invitation | undefined> {
  const response = await call(t, 'GET', '/api/invitations', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ invitations: Invitation[] }>()
    .invitations.find((invitation) => invitation.id === id);
}
