import {
  accountExportFormatVersion,
  type CaptainExport,
  captainExportSchema,
  exportedInvoiceSchema,
  type StudentExport,
  studentExportSchema,
} from '#domain/account-export.ts';
import type { StoredEnrolmentStatus } from '#domain/enrolment-status.ts';
import type { Language } from '#domain/language.ts';
import { fromMinorUnits } from '#domain/money.ts';
import { usersRepository } from '../auth/users-repository.ts';
import { captainProfileRepository } from '../captain-profile/repository.ts';
import { toProfile } from '../captain-profile/service.ts';
import type { Db } from '../db/database.ts';
import type { TokenKind } from '../db/schema.ts';
import { toEntry } from '../deck-log/service.ts';
import { enrolmentsRepository } from '../enrolments/repository.ts';
import { enrolmentsService } from '../enrolments/service.ts';
import { HttpError } from '../http/errors.ts';
import { connectionsRepository } from '../invitations/connections-repository.ts';
import { invitationsRepository } from '../invitations/repository.ts';
import { invitationsService } from '../invitations/service.ts';
import { plannedTripsRepository } from '../planned-trips/repository.ts';
import { plannedTripsService, toCaptainEnrolment } from '../planned-trips/service.ts';
import { studentsRepository } from '../students/repository.ts';
import { premiumLedger } from '../subscriptions/premium.ts';
import { subscriptionsRepository } from '../subscriptions/repository.ts';
import { servedSubscription } from '../subscriptions/served-history.ts';
import { confirmationOf, toTrip } from '../trips/service.ts';
import { yachtsRepository } from '../yachts/repository.ts';
import { yachtsService } from '../yachts/service.ts';
import { type AccountExportRepository, accountExportRepository } from './repository.ts';

const gone = () => new HttpError(401, 'errors.unauthorized');

/**
 * Reads the whole account in one transaction (repeatable read on PostgreSQL; SQLite's are serialisable), so the
 * file is one moment's state: no enrolment of a planned trip deleted halfway through, no trip counted twice.
 */
function snapshot<T>(db: Db, read: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').execute(read);
}

function header(now: Date) {
  return { format_version: accountExportFormatVersion, exported_at: now.toISOString() } as const;
}

async function sessionsOf(exports: AccountExportRepository, kind: TokenKind, ownerId: number) {
  return (await exports.sessionsOf(kind, ownerId)).map((row) => ({
    ...row,
    remember: Boolean(row.remember),
  }));
}

/** The stored invoice details (JSON written at checkout) in the export's shape; null when there are none. */
function invoiceOf(stored: string | null) {
  if (stored === null) return null;
  try {
    const parsed = exportedInvoiceSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function logoOf(exports: AccountExportRepository, userId: number) {
  const row = await exports.logoOf(userId);
  if (!row) return null;
  const { data, ...logo } = row;
  return {
    ...logo,
    width: Number(logo.width),
    height: Number(logo.height),
    byte_size: Number(logo.byte_size),
    data_url: `data:${logo.content_type};base64,${Buffer.from(data).toString('base64')}`,
  };
}

async function captainExport(db: Db, userId: number, language: Language, now: Date): Promise<CaptainExport> {
  const exports = accountExportRepository(db);
  const account = await usersRepository(db).findById(userId);
  const profileRow = await captainProfileRepository(db).findProfile(userId);
  if (!account || !profileRow) throw gone();
  const { logo_path: _path, logo_url: _url, ...profile } = toProfile(profileRow);
  const invitations = invitationsService({
    invitations: invitationsRepository(db),
    connections: connectionsRepository(db),
  });
  const [sessions, logo, yachts, trips, deckLog, plannedTrips, enrolments, invitationList, students] =
    await Promise.all([
      sessionsOf(exports, 'captain', userId),
      logoOf(exports, userId),
      yachtsService(yachtsRepository(db)).list(userId),
      exports.tripsOf(userId),
      exports.deckLogOf(userId),
      plannedTripsService(plannedTripsRepository(db)).list(userId),
      exports.captainEnrolmentsOf(userId),
      invitations.list(userId),
      invitations.studentsOf(userId),
    ]);
  const subscription = await servedSubscription(
    premiumLedger(subscriptionsRepository(db)),
    userId,
    language,
    null,
  );
  const payments = await exports.paymentsOf(userId);
  return captainExportSchema.parse({
    ...header(now),
    account_kind: 'captain',
    account,
    sessions,
    profile: { ...profile, logo },
    yachts,
    trips: trips.map((stored) => ({ ...toTrip(stored), deleted_at: stored.trip.deleted_at })),
    deck_log_entries: deckLog.map((row) => ({ ...toEntry(row), trip_id: row.trip_id })),
    planned_trips: plannedTrips,
    enrolments: enrolments.map((row) => ({
      ...toCaptainEnrolment(row),
      planned_trip_id: Number(row.planned_trip_id),
    })),
    invitations: invitationList,
    students,
    ...subscription,
    payments: payments.map(({ amount_minor, invoice, ...payment }) => ({
      ...payment,
      amount: amount_minor === null ? null : fromMinorUnits(amount_minor),
      invoice: invoiceOf(invoice),
    })),
  } satisfies CaptainExport);
}

async function studentExport(db: Db, studentId: number, now: Date): Promise<StudentExport> {
  const exports = accountExportRepository(db);
  const account = await studentsRepository(db).findById(studentId);
  if (!account) throw gone();
  const invitations = invitationsService({
    invitations: invitationsRepository(db),
    connections: connectionsRepository(db),
  });
  const [sessions, captains, used, connectedEnrolments, allEnrolments, links, deckLog] = await Promise.all([
    sessionsOf(exports, 'student', studentId),
    invitations.captainsOf(studentId),
    exports.invitationsUsedBy(studentId),
    enrolmentsService(enrolmentsRepository(db)).enrolled(studentId),
    exports.studentEnrolmentsOf(studentId),
    exports.logbookLinksOf(studentId),
    exports.deckLogWrittenBy(studentId),
  ]);
  const connected = new Map(connectedEnrolments.map((enrolment) => [enrolment.id, enrolment]));
  return studentExportSchema.parse({
    ...header(now),
    account_kind: 'student',
    account,
    sessions,
    captains,
    invitations: used.map((use) => ({
      invitation_id: Number(use.invitation_id),
      captain: { id: Number(use.captain_id), name: use.captain_name },
      accepted_at: use.created_at,
    })),
    // The API serves only enrolments with captains the student is still connected to; the others are kept too.
    enrolments: allEnrolments.map(
      (row) =>
        connected.get(row.id) ?? {
          ...row,
          id: Number(row.id),
          planned_trip_id: Number(row.planned_trip_id),
          status: row.status as StoredEnrolmentStatus,
          planned_trip: null,
        },
    ),
    logbook_links: links.map((link) => ({
      trip_id: Number(link.trip_id),
      crew_member_id: Number(link.crew_member_id),
      captain: { id: Number(link.captain_id), name: link.captain_name },
      yacht_name: link.yacht_name,
      embarkation_date: link.embarkation_date,
      disembarkation_date: link.disembarkation_date,
      trip_deleted: link.deleted_at !== null,
      confirmation: confirmationOf(link),
    })),
    deck_log_entries: deckLog.map((row) => ({ ...toEntry(row), trip_id: row.trip_id })),
  } satisfies StudentExport);
}

/** Everything the service keeps about one account, as one file (docs/accounts.md, "Download my data"). */
export function accountExportService(db: Db) {
  return {
    captain: (userId: number, language: Language, now = new Date()) =>
      snapshot(db, (trx) => captainExport(trx, userId, language, now)),
    student: (studentId: number, now = new Date()) =>
      snapshot(db, (trx) => studentExport(trx, studentId, now)),
  };
}

export type AccountExportService = ReturnType<typeof accountExportService>;
