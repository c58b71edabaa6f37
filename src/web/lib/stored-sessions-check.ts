import { studentSchema, userSchema } from '#domain/auth.ts';
import { emailVerifiedAtSchema } from '#domain/email-verification.ts';
import { clearCaptainSession, clearStudentSession, sessionKeys } from './session-storage.ts';
import { storage } from './storage.ts';

interface Schema {
  safeParse(value: unknown): { success: boolean };
}

/** Whether the address is confirmed, as last fetched; absent until the account was fetched once. */
const storedVerification = { email_verified_at: emailVerifiedAtSchema.optional() };

function storedIsValid(key: string, schema: Schema): boolean {
  const raw = storage.get(key);
  if (!raw) return true;
  try {
    return schema.safeParse(JSON.parse(raw)).success;
  } catch {
    return false;
  }
}

/**
 * Run once at start-up when a login is stored: a stored user or student that does not match its schema
 * (edited by hand, or left by an older version of the app) ends that login instead of breaking pages.
 */
export function dropInvalidStoredSessions() {
  if (!storedIsValid(sessionKeys.user, userSchema.extend(storedVerification))) clearCaptainSession();
  if (!storedIsValid(sessionKeys.student, studentSchema.extend(storedVerification))) clearStudentSession();
}
