import { describe, expect, it } from 'vitest';
import { readCaptainSession, readStudentSession, sessionKeys } from './session-storage.ts';
import { dropInvalidStoredSessions } from './stored-sessions-check.ts';

const user = { id: 7, name: 'Anna Nowak', email: 'anna@example.com', phone: '', created_at: '2026-01-01' };
const student = {
  id: 3,
  first_name: 'Jan',
  last_name: 'Kowal',
  email: 'jan@example.com',
  created_at: '2026-01-01',
};

function store(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
}

describe('the start-up check of stored logins', () => {
  it('keeps logins whose user and student match their schemas', () => {
    store({
      [sessionKeys.user]: JSON.stringify(user),
      [sessionKeys.token]: 'captain-token',
      [sessionKeys.student]: JSON.stringify(student),
      [sessionKeys.studentToken]: 'student-token',
    });
    dropInvalidStoredSessions();
    expect(readCaptainSession()?.user).toEqual(user);
    expect(readStudentSession()?.student).toEqual(student);
  });

  it('ends a captain login whose stored user lacks fields or is not JSON, and leaves the student login', () => {
    store({
      [sessionKeys.user]: JSON.stringify({ id: 'seven', name: 'Anna' }),
      [sessionKeys.token]: 'captain-token',
      [sessionKeys.hasPremium]: 'true',
      [sessionKeys.student]: JSON.stringify(student),
      [sessionKeys.studentToken]: 'student-token',
    });
    dropInvalidStoredSessions();
    expect(readCaptainSession()).toBeNull();
    expect(window.localStorage.getItem(sessionKeys.token)).toBeNull();
    expect(window.localStorage.getItem(sessionKeys.hasPremium)).toBeNull();
    expect(readStudentSession()?.student).toEqual(student);

    store({ [sessionKeys.user]: '{not json', [sessionKeys.token]: 'captain-token' });
    dropInvalidStoredSessions();
    expect(window.localStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it('ends a student login whose stored student does not match', () => {
    store({ [sessionKeys.student]: JSON.stringify([student]), [sessionKeys.studentToken]: 'student-token' });
    dropInvalidStoredSessions();
    expect(window.localStorage.getItem(sessionKeys.studentToken)).toBeNull();
  });
});
