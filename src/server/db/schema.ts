import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 and timestamps as ISO text, so one schema serves SQLite and PostgreSQL. */
export interface PlansTable {
  id: Generated<number>;
  name: string;
  amount_minor: number;
  currency: string;
  duration_days: number;
  is_active: number;
  created_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  email_normalized: string;
  phone: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface StudentsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  email_normalized: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export type TokenKind = 'captain' | 'student';

/** Bearer tokens: only the SHA-256 of the token is kept. */
export interface AuthTokensTable {
  id: Generated<number>;
  token_hash: string;
  kind: TokenKind;
  owner_id: number;
  remember: number;
  expires_at: string;
  last_used_at: string;
  created_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface CaptainProfilesTable {
  user_id: number;
  first_name: string;
  last_name: string;
  phone: string;
  license_type: string;
  license_number: string;
  other_license: string;
  nationality: string;
  languages: string;
  updated_at: string;
}

export interface CaptainLogosTable {
  user_id: number;
  public_key: string;
  content_type: string;
  data: Buffer;
  width: number;
  height: number;
  byte_size: number;
  updated_at: string;
}

export interface Database {
  plans: PlansTable;
  users: UsersTable;
  students: StudentsTable;
  auth_tokens: AuthTokensTable;
  password_resets: PasswordResetsTable;
  captain_profiles: CaptainProfilesTable;
  captain_logos: CaptainLogosTable;
}
