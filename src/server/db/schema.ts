import type { ColumnType, Generated } from 'kysely';
import type { subscriptionSources, subscriptionStates } from '#domain/subscription.ts';

/** Booleans are stored as 0/1 and timestamps as ISO text, so one schema serves SQLite and PostgreSQL. */
export interface PlansTable {
  id: Generated<number>;
  name_en: string;
  name_pl: string;
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
  premium_until: ColumnType<string | null, string | null | undefined, string | null>;
  trips_revision: Generated<number>;
  /** When the address was confirmed (migration 015); null until then. */
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 while the captain's documents carry verification codes, 0 once switched off in the profile (migration 023). */
  documents_verifiable: Generated<number>;
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
  /** When the address was confirmed (migration 015); null until then. */
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Given on the account page (migration 014); empty when none. */
  phone: ColumnType<string, string | undefined, string>;
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

/** A student's reset secrets (migration 014), as password_resets is a captain's. */
export interface StudentPasswordResetsTable {
  id: Generated<number>;
  student_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** E-mail confirmation links of a captain (user_id) or a student (student_id): only the secret's SHA-256. */
export interface EmailVerificationsTable {
  id: Generated<number>;
  user_id: number | null;
  student_id: number | null;
  /** The address the link was sent to: it confirms that one only. */
  email_normalized: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A document printed with a verification code (migration 023, docs/document-verification.md). */
export interface IssuedDocumentsTable {
  id: Generated<number>;
  code: string;
  user_id: number;
  kind: string;
  trip_id: number | null;
  crew_member_id: number | null;
  /** The printed facts as JSON (domain/document-verification.ts, documentFactsSchema). */
  facts: string;
  facts_hash: string;
  issued_at: string;
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

export type SubscriptionSource = (typeof subscriptionSources)[number];
/** abandoned: the order's lifetime at the provider passed unpaid (a late COMPLETED still completes it). */
export type SubscriptionState = (typeof subscriptionStates)[number];

/** One purchase, redeemed code or operator grant; a completed one extended premium by `days`. */
export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  source: SubscriptionSource;
  status: SubscriptionState;
  days: number;
  plan_id: number | null;
  plan_name_en: string | null;
  plan_name_pl: string | null;
  amount_minor: number | null;
  currency: string | null;
  payment_provider: string | null;
  ext_order_id: string | null;
  provider_order_id: string | null;
  discount_code_id: number | null;
  invoice: string | null;
  ends_at: string | null;
  created_at: string;
  completed_at: string | null;
  /** A pending payment's deadline: its order's lifetime at the provider (null for codes and grants). */
  expires_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DiscountCodesTable {
  id: Generated<number>;
  code: string;
  days: number;
  max_uses: number | null;
  uses: Generated<number>;
  expires_at: string | null;
  created_at: string;
}

export interface DiscountRedemptionsTable {
  id: Generated<number>;
  discount_code_id: number;
  user_id: number;
  created_at: string;
}

/** Every payment notification as received, valid or not, with what it led to. */
export interface PaymentNotificationsTable {
  id: Generated<number>;
  provider: string;
  ext_order_id: string | null;
  provider_order_id: string | null;
  status: string | null;
  signature_valid: number;
  outcome: string;
  body: string;
  received_at: string;
}

/**
 * A deleted captain's payment order, kept for the accounting law without the person (see 016-account-deletion):
 * company name and NIP only for a company invoice; erase_after is the first day it may go (YYYY-MM-DD).
 */
export interface RetainedPaymentsTable {
  id: Generated<number>;
  subscription_id: number;
  status: SubscriptionState;
  days: number;
  plan_id: number | null;
  plan_name_en: string | null;
  plan_name_pl: string | null;
  amount_minor: number | null;
  currency: string | null;
  payment_provider: string | null;
  ext_order_id: string | null;
  provider_order_id: string | null;
  invoice_type: string | null;
  company_name: string | null;
  nip: string | null;
  created_at: string;
  completed_at: string | null;
  account_deleted_at: string;
  erase_after: string;
}

/** A captain's yacht; the decimals are exact integers: centimetres and tenths of a kW (see 004-yachts). */
export interface YachtsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  registration_number: string;
  home_port: string;
  hull_length_cm: number;
  engines_count: number;
  engine_power_dkw: number;
  /** The type and owner (see 025-yacht-type-and-owner); '' when not given. */
  type: string;
  owner_name: string;
  owner_address: string;
  created_at: string;
  updated_at: string;
}

/** A trip with its own copy of the captain and yacht; booleans 0/1, dates YYYY-MM-DD (see 005-trips). */
export interface TripsTable {
  id: Generated<number>;
  user_id: number;
  status: string;
  captain_first_name: string;
  captain_last_name: string;
  captain_email: string;
  captain_phone: string;
  captain_license_type: string;
  captain_license_number: string;
  captain_other_license: string;
  yacht_name: string;
  registration_number: string;
  home_port: string;
  hull_length: number;
  engines_count: number;
  engine_power: number;
  /**
   * The yacht's type and owner (see 025-yacht-type-and-owner): as the sea-time fields, left out of an insert they
   * are '', left out of an update they keep what is stored.
   */
  yacht_type: ColumnType<string, string | undefined, string | undefined>;
  yacht_owner_name: ColumnType<string, string | undefined, string | undefined>;
  yacht_owner_address: ColumnType<string, string | undefined, string | undefined>;
  embarkation_port: string;
  is_embarkation_tidal_port: number;
  disembarkation_port: string;
  is_disembarkation_tidal_port: number;
  distance: number;
  embarkation_date: string;
  disembarkation_date: string;
  sailing_hours: number;
  engine_hours: number;
  mooring_hours: number | null;
  tidal_hours: number;
  /**
   * The sea-time fields (see 018-sea-time-fields): left out of an insert they take the column's default, left
   * out of an update they keep what is stored (a client that does not know them changes nothing).
   */
  role_on_board: ColumnType<string, string | undefined, string | undefined>;
  waters: ColumnType<string, string | undefined, string | undefined>;
  night_hours: ColumnType<number, number | undefined, number | undefined>;
  /** JSON array of {from, to, distance, overnight}. */
  passages: ColumnType<string, string | undefined, string | undefined>;
  logbook_number: string;
  captain_notes: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** The searched fields folded, written with every insert and edit (domain/trip-search.ts, 022-trip-search). */
  search_text: string;
  /** 1 when the captain lets linked students write the deck log, 0 otherwise (see 024-deck-log). */
  deck_log_crew_may_write: ColumnType<number, number | undefined, number | undefined>;
}

export interface TripVisitedPortsTable {
  id: Generated<number>;
  trip_id: number;
  position: number;
  name: string;
  is_tidal: number;
  arrival_date: string | null;
  departure_date: string | null;
  /** Where the port lies, when known (see 020-tracks). */
  lat: ColumnType<number | null, number | null | undefined, number | null>;
  lon: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TripCrewMembersTable {
  id: Generated<number>;
  trip_id: number;
  position: number;
  full_name: string;
  email: string;
  phone: string;
  role: string;
  other_role: string;
  license_type: string;
  other_license: string;
  license_number: string;
  captain_opinion: string;
  performance: string;
  seasickness: string;
  resistance: string;
  captain_notes: string;
  /** A student connected to the captain (see 019-crew-students); null for anyone else. */
  student_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** pending | confirmed | disputed while a student is linked; null otherwise. */
  confirmation_status: ColumnType<string | null, string | null | undefined, string | null>;
  confirmation_at: ColumnType<string | null, string | null | undefined, string | null>;
  confirmation_note: ColumnType<string, string | undefined, string>;
}

/**
 * A track read from a GPX file (see 020-tracks): summary is the Track as served (JSON), points every point
 * (compact JSON, for the GPX download), sketch the simplified line (JSON). Untaken, it expires at expires_at.
 */
export interface TracksTable {
  id: Generated<number>;
  user_id: number;
  trip_id: number | null;
  summary: string;
  points: string;
  sketch: string;
  created_at: string;
  expires_at: string | null;
}

/**
 * One deck log entry (see 024-deck-log), never updated: seq is the order received, id the client's UUID (unique
 * within the trip), logged_at as written with its offset and logged_at_utc for ordering; readings null where not
 * written; the author as written with the entry.
 */
export interface DeckLogEntriesTable {
  seq: Generated<number>;
  trip_id: number;
  id: string;
  logged_at: string;
  logged_at_utc: string;
  kind: string;
  lat: number | null;
  lon: number | null;
  course_deg: number | null;
  heading_deg: number | null;
  sog_kn: number | null;
  stw_kn: number | null;
  log_nm: number | null;
  wind_dir_deg: number | null;
  wind_bft: number | null;
  sea_state: number | null;
  pressure_hpa: number | null;
  visibility: string | null;
  sails: string | null;
  engine_hours: number | null;
  text: string | null;
  author_role: string;
  author_name: string;
  author_user_id: number | null;
  author_student_id: number | null;
  corrects: string | null;
  received_at: string;
}

/**
 * An import waiting for the captain's commit (see 021-trip-imports): columns and rows as the file was read
 * (JSON arrays of the domain's importColumnSchema and importRowSchema).
 */
export interface TripImportsTable {
  id: string;
  user_id: number;
  format: string;
  columns: string;
  rows: string;
  created_at: string;
  expires_at: string;
}

/** A short-lived CV link: only the token's SHA-256; trip_ids is a JSON array (see 006-cv-links). */
export interface CvLinksTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  trip_ids: string;
  nationality: string;
  languages: string;
  language: string;
  expires_at: string;
  created_at: string;
  /** The sea-time scheme whose progress the CV prints; null for none (see 026-cv-licence-progress). */
  scheme: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A captain's invitation; a student accepts it by its code (see 007-students). */
export interface InvitationsTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  description: string;
  expires_on: string | null;
  max_uses: number | null;
  uses: Generated<number>;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface InvitationUsesTable {
  id: Generated<number>;
  invitation_id: number;
  student_id: number;
  created_at: string;
}

export interface CaptainStudentsTable {
  id: Generated<number>;
  user_id: number;
  student_id: number;
  invitation_id: number | null;
  connected_at: string;
}

export interface PlannedTripsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  embarkation_port: string;
  disembarkation_port: string;
  yacht_name: string;
  yacht_type: string;
  max_crew: number | null;
  is_active: number;
  created_at: string;
  updated_at: string;
  /** The logged trip made from it (see 013-sailed-planned-trips); null until then, or once it is deleted. */
  trip_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface EnrolmentsTable {
  id: Generated<number>;
  planned_trip_id: number;
  student_id: number;
  status: string;
  student_notes: string;
  captain_notes: string;
  created_at: string;
  updated_at: string;
}

/** The first answer to a create request sent with an Idempotency-Key (see 009-idempotency-keys); pending: null status. */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  owner_kind: TokenKind;
  owner_id: number;
  idempotency_key: string;
  request_hash: string;
  status_code: number | null;
  content_type: string | null;
  response_body: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface Database {
  plans: PlansTable;
  users: UsersTable;
  students: StudentsTable;
  auth_tokens: AuthTokensTable;
  password_resets: PasswordResetsTable;
  student_password_resets: StudentPasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  captain_profiles: CaptainProfilesTable;
  captain_logos: CaptainLogosTable;
  subscriptions: SubscriptionsTable;
  discount_codes: DiscountCodesTable;
  discount_redemptions: DiscountRedemptionsTable;
  payment_notifications: PaymentNotificationsTable;
  retained_payments: RetainedPaymentsTable;
  yachts: YachtsTable;
  trips: TripsTable;
  trip_visited_ports: TripVisitedPortsTable;
  trip_crew_members: TripCrewMembersTable;
  tracks: TracksTable;
  deck_log_entries: DeckLogEntriesTable;
  trip_imports: TripImportsTable;
  invitations: InvitationsTable;
  invitation_uses: InvitationUsesTable;
  captain_students: CaptainStudentsTable;
  planned_trips: PlannedTripsTable;
  enrolments: EnrolmentsTable;
  cv_links: CvLinksTable;
  idempotency_keys: IdempotencyKeysTable;
  issued_documents: IssuedDocumentsTable;
}
