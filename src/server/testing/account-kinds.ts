import type { TokenKind } from '../db/schema.ts';
import { post, registerCaptain, registerStudent, strongPassword } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/** A registered account of either kind: its id and the token of its sign-up session. */
export interface KindAccount {
  id: number;
  token: string;
}

export interface KindAccountInput {
  email: string;
  /** The captain's name, or the student's first name and last name split at the first space. */
  name?: string;
  password?: string;
}

/** A reset secret as stored: the columns both kinds' tables share. */
export interface ResetRow {
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** What tests of behaviour shared by captains and students need to know of one kind of account. */
export interface AccountKind {
  kind: TokenKind;
  /** The prefix of the kind's register, login, forgot-password and reset-password routes. */
  api: '/api/auth' | '/api/student';
  /** The web page a mailed reset link opens, after APP_URL. */
  resetPage: '/reset-password' | '/student/reset-password';
  /** A GET that answers 200 to a live session of the kind and 401 once the session has ended. */
  sessionCheck: '/api/auth/user' | '/api/student/profile';
  register(t: TestApp, input: KindAccountInput): Promise<KindAccount>;
}

export const captainKind: AccountKind = {
  kind: 'captain',
  api: '/api/auth',
  resetPage: '/reset-password',
  sessionCheck: '/api/auth/user',
  async register(t, { email, name = 'Anna Nowak', password = strongPassword }) {
    const { user, token } = await registerCaptain(t, { email, name, password });
    return { id: user.id, token };
  },
};

export const studentKind: AccountKind = {
  kind: 'student',
  api: '/api/student',
  resetPage: '/student/reset-password',
  sessionCheck: '/api/student/profile',
  async register(t, { email, name = 'Jan Kowalski', password = strongPassword }) {
    const space = name.indexOf(' ');
    const { student, token } = await registerStudent(t, {
      email,
      first_name: name.slice(0, space),
      last_name: name.slice(space + 1),
      password,
    });
    return { id: student.id, token };
  },
};

export const accountKinds = [captainKind, studentKind];

/** For describe.each: each kind after its name, which a "%s" in the title shows as it is (a "$kind" quotes it). */
export const accountKindCases = accountKinds.map((kind) => [kind.kind, kind] as const);

export function otherKind(kind: AccountKind): AccountKind {
  return kind.kind === 'captain' ? studentKind : captainKind;
}

export function logIn(t: TestApp, kind: AccountKind, email: string, password: string) {
  return post(t, `${kind.api}/login`, { email, password });
}

/** Where each kind keeps its reset secrets, as the app's store (auth/password-resets.ts) has it. */
const resetStores = {
  captain: { table: 'password_resets', owner: 'user_id' },
  student: { table: 'student_password_resets', owner: 'student_id' },
} as const;

/** The stored reset secrets of one account of the kind, or of every account of it. */
export function resetRows(t: TestApp, kind: AccountKind, ownerId?: number): Promise<ResetRow[]> {
  const { table, owner } = resetStores[kind.kind];
  let query = t.app.database.db
    .selectFrom(table)
    .select(['token_hash', 'expires_at', 'used_at', 'created_at']);
  if (ownerId !== undefined) query = query.where(owner, '=', ownerId);
  return query.orderBy('id').execute();
}

/** Lets the account's unused reset secrets expire at a moment, straight in the database. */
export async function expireResets(t: TestApp, kind: AccountKind, ownerId: number, at: Date) {
  const { table, owner } = resetStores[kind.kind];
  await t.app.database.db
    .updateTable(table)
    .set({ expires_at: at.toISOString() })
    .where(owner, '=', ownerId)
    .where('used_at', 'is', null)
    .execute();
}
