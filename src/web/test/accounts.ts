import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { Student, User } from '#domain/auth.ts';
import { saveCaptainSession, saveStudentSession } from '../lib/session-storage.ts';

export const captain: User = {
  id: 7,
  name: 'Anna Kowalska',
  email: 'anna@example.com',
  phone: '+48 600 100 200',
  created_at: '2025-01-01T10:00:00.000Z',
};

export const student: Student = {
  id: 11,
  first_name: 'Jan',
  last_name: 'Nowak',
  email: 'jan@example.com',
  created_at: '2025-01-02T10:00:00.000Z',
};

/** When the fixtures' addresses were confirmed: tests see no confirmation banner unless they ask for one. */
export const confirmedAt = '2025-01-01T10:05:00.000Z';

interface Confirmation {
  /** null: the address is not confirmed (the banner shows); undefined: not known since the login. */
  email_verified_at?: string | null;
}

/** As if the captain had logged in earlier in this browser (and the area had fetched the account once). */
export function loggedInCaptain(user: User & Confirmation = captain) {
  saveCaptainSession({ email_verified_at: confirmedAt, ...user }, 'captain-token');
}

export function loggedInStudent(who: Student & Confirmation = student) {
  saveStudentSession({ email_verified_at: confirmedAt, ...who }, 'student-token');
}

/** GET /api/auth/user answering with this captain (confirmed unless it says otherwise). */
export function currentUserHandler(user: User & Confirmation = captain) {
  return http.get('/api/auth/user', () =>
    HttpResponse.json({ success: true, user: { email_verified_at: confirmedAt, ...user } }),
  );
}

/** GET /api/student/profile answering with this student (confirmed, no phone, unless it says otherwise). */
export function studentProfileHandler(who: Student & Confirmation & { phone?: string } = student) {
  return http.get('/api/student/profile', () =>
    HttpResponse.json({ success: true, student: { email_verified_at: confirmedAt, phone: '', ...who } }),
  );
}

/** A 422 as the server sends it: field errors already in the user's language. */
export function validationFailure(errors: Record<string, string[]>) {
  return HttpResponse.json(
    { success: false, message: 'Some fields need your attention.', errors },
    { status: 422 },
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled exactly so; Mantine adds a required asterisk to the label text. */
export function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${escaped(label)}(\\s*\\*)?$`), { selector: 'input' });
}
