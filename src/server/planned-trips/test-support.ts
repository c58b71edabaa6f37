import { expect } from 'vitest';
import { registerStudent } from '../testing/accounts.ts';
import type { TestApp } from '../testing/test-app.ts';
import { call } from '../trips/test-support.ts';

export { type Captain, call, newCaptain } from '../trips/test-support.ts';

export function validPlannedTrip(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Bałtyk w lipcu',
    description: 'Tydzień na Bałtyku.',
    start_date: '2026-07-01',
    end_date: '2026-07-08',
    embarkation_port: 'Gdynia',
    disembarkation_port: 'Świnoujście',
    yacht_name: 'Zawisza Czarny',
    yacht_type: 'Szkuner',
    max_crew: 8,
    is_active: true,
    ...overrides,
  };
}

export interface Student {
  id: number;
  token: string;
}

let counter = 0;

export async function newStudent(t: TestApp): Promise<Student> {
  counter += 1;
  const { student, token } = await registerStudent(t, { email: `student${counter}@example.com` });
  return { id: student.id, token };
}

/** Connects a student to a captain directly (the invitations API is tested on its own). */
export async function connect(t: TestApp, captainId: number, studentId: number) {
  await t.app.database.db
    .insertInto('captain_students')
    .values({
      user_id: captainId,
      student_id: studentId,
      invitation_id: null,
      connected_at: new Date().toISOString(),
    })
    .execute();
}

export async function disconnect(t: TestApp, captainId: number, studentId: number) {
  await t.app.database.db
    .deleteFrom('captain_students')
    .where('user_id', '=', captainId)
    .where('student_id', '=', studentId)
    .execute();
}

export interface ServedPlannedTrip {
  id: number;
  [field: string]: unknown;
}

export async function createPlannedTrip(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const response = await call(t, 'POST', '/api/planned-sailing-trips', {
    token,
    payload: validPlannedTrip(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ planned_trip: ServedPlannedTrip }>().planned_trip;
}

/** The student joins through the API and the enrolment id is returned. */
export async function join(t: TestApp, token: string, tripId: number, studentNotes?: string) {
  const response = await call(t, 'POST', `/api/student/planned-sailing-trips/${tripId}/enrolment`, {
    token,
    ...(studentNotes === undefined ? {} : { payload: { student_notes: studentNotes } }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ enrolment: { id: number } }>().enrolment.id;
}

export function decide(
  t: TestApp,
  token: string,
  tripId: number,
  enrolmentId: number,
  payload: Record<string, unknown>,
) {
  return call(t, 'PATCH', `/api/planned-sailing-trips/${tripId}/enrolments/${enrolmentId}`, {
    token,
    payload,
  });
}
