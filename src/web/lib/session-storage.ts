import type { Student, User } from '#domain/auth.ts';
import { storage } from './storage.ts';

/** Local storage keys; existing logins are stored under them, so they never change. */
export const sessionKeys = {
  user: 'user',
  token: 'token',
  hasPremium: 'hasPremium',
  student: 'student',
  studentToken: 'studentToken',
} as const;

/**
 * The stored account also keeps whether its address is confirmed, as GET /api/auth/user (or the student
 * profile) last told it; undefined until then (a login answer does not say).
 */
export type StoredUser = User & { email_verified_at?: string | null };
export type StoredStudent = Student & { email_verified_at?: string | null };

export interface CaptainSession {
  user: StoredUser;
  token: string;
  hasPremium: boolean;
}

export interface StudentSession {
  student: StoredStudent;
  token: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeToSessions(listener: Listener) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(sessionKeys).includes(event.key as never)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A stored user or student. Their shape is checked against the schemas once at start-up, when there is one
 * (stored-sessions-check.ts, so zod stays out of the first page); what is stored after that comes from API
 * answers that were checked before they were saved.
 */
function readStoredObject<T extends object>(key: string): T | null {
  const raw = storage.get(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

/** Whether a captain or a student login is stored (the start-up check runs only then). */
export function hasStoredSession(): boolean {
  return Boolean(storage.get(sessionKeys.user) || storage.get(sessionKeys.student));
}

let captainCache: { raw: string; value: CaptainSession | null } | undefined;
let studentCache: { raw: string; value: StudentSession | null } | undefined;

/** The stored captain login, or null; the same object until storage changes (for useSyncExternalStore). */
export function readCaptainSession(): CaptainSession | null {
  const raw = `${storage.get(sessionKeys.token)}|${storage.get(sessionKeys.user)}|${storage.get(sessionKeys.hasPremium)}`;
  if (captainCache?.raw === raw) return captainCache.value;
  const token = storage.get(sessionKeys.token);
  const user = readStoredObject<StoredUser>(sessionKeys.user);
  const value =
    token && user ? { token, user, hasPremium: storage.get(sessionKeys.hasPremium) === 'true' } : null;
  captainCache = { raw, value };
  return value;
}

export function readStudentSession(): StudentSession | null {
  const raw = `${storage.get(sessionKeys.studentToken)}|${storage.get(sessionKeys.student)}`;
  if (studentCache?.raw === raw) return studentCache.value;
  const token = storage.get(sessionKeys.studentToken);
  const student = readStoredObject<StoredStudent>(sessionKeys.student);
  const value = token && student ? { token, student } : null;
  studentCache = { raw, value };
  return value;
}

export function saveCaptainSession(user: StoredUser, token: string) {
  storage.set(sessionKeys.user, JSON.stringify(user));
  storage.set(sessionKeys.token, token);
  notify();
}

export function saveCaptainUser(user: StoredUser) {
  storage.set(sessionKeys.user, JSON.stringify(user));
  notify();
}

export function saveHasPremium(hasPremium: boolean) {
  storage.set(sessionKeys.hasPremium, String(hasPremium));
  notify();
}

export function clearCaptainSession() {
  storage.remove(sessionKeys.user);
  storage.remove(sessionKeys.token);
  storage.remove(sessionKeys.hasPremium);
  notify();
}

export function saveStudentSession(student: StoredStudent, token: string) {
  storage.set(sessionKeys.student, JSON.stringify(student));
  storage.set(sessionKeys.studentToken, token);
  notify();
}

export function clearStudentSession() {
  storage.remove(sessionKeys.student);
  storage.remove(sessionKeys.studentToken);
  notify();
}
