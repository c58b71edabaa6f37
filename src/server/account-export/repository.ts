import type { Db } from '../db/database.ts';
import type { TokenKind } from '../db/schema.ts';
import type { CaptainEnrolmentRow } from '../planned-trips/repository.ts';
import { byTrip, type StoredTrip } from '../trips/repository.ts';

/**
 * What the data export reads that no feature's own repository serves: trips with the deleted ones, every
 * enrolment and payment of an account, its sessions. Every query is keyed by the account's id, and each reads
 * all rows of its kind at once (a captain's trips, ports, crew and tracks are four queries however many trips there are).
 */
export function accountExportRepository(db: Db) {
  return {
    /** All the captain's trips, deleted ones too, newest first (the trip list's order), with ports and crew. */
    async tripsOf(userId: number): Promise<StoredTrip[]> {
      const [trips, ports, crew, tracks] = await Promise.all([
        db
          .selectFrom('trips')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        // Joined on the owner rather than listing the trip ids: one parameter, however many trips.
        db
          .selectFrom('trip_visited_ports')
          .innerJoin('trips', 'trips.id', 'trip_visited_ports.trip_id')
          .selectAll('trip_visited_ports')
          .where('trips.user_id', '=', userId)
          .orderBy('trip_visited_ports.trip_id')
          .orderBy('trip_visited_ports.position')
          .execute(),
        db
          .selectFrom('trip_crew_members')
          .innerJoin('trips', 'trips.id', 'trip_crew_members.trip_id')
          .selectAll('trip_crew_members')
          .where('trips.user_id', '=', userId)
          .orderBy('trip_crew_members.trip_id')
          .orderBy('trip_crew_members.position')
          .execute(),
        db
          .selectFrom('tracks')
          .select('trip_id')
          .where('user_id', '=', userId)
          .where('trip_id', 'is not', null)
          .execute(),
      ]);
      const portsOf = byTrip(ports);
      const crewOf = byTrip(crew);
      const withTrack = new Set(tracks.map((track) => track.trip_id));
      return trips.map((trip) => ({
        trip,
        ports: portsOf.get(trip.id) ?? [],
        crew: crewOf.get(trip.id) ?? [],
        hasTrack: withTrack.has(trip.id),
      }));
    },

    /** Every deck log entry of the captain's trips, deleted ones too: by trip, then oldest first as the log reads. */
    deckLogOf(userId: number) {
      return db
        .selectFrom('deck_log_entries')
        .innerJoin('trips', 'trips.id', 'deck_log_entries.trip_id')
        .selectAll('deck_log_entries')
        .where('trips.user_id', '=', userId)
        .orderBy('deck_log_entries.trip_id')
        .orderBy('deck_log_entries.logged_at_utc')
        .orderBy('deck_log_entries.seq')
        .execute();
    },

    /** The deck log entries the student wrote in captains' logs, deleted trips' too: by trip, then oldest first. */
    deckLogWrittenBy(studentId: number) {
      return db
        .selectFrom('deck_log_entries')
        .selectAll()
        .where('author_student_id', '=', studentId)
        .orderBy('trip_id')
        .orderBy('logged_at_utc')
        .orderBy('seq')
        .execute();
    },

    logoOf(userId: number) {
      return db
        .selectFrom('captain_logos')
        .select(['content_type', 'data', 'width', 'height', 'byte_size', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Every enrolment in the captain's planned trips, by trip, then oldest first (as the trip's detail lists them). */
    captainEnrolmentsOf(userId: number): Promise<(CaptainEnrolmentRow & { planned_trip_id: number })[]> {
      return db
        .selectFrom('enrolments')
        .innerJoin('planned_trips', 'planned_trips.id', 'enrolments.planned_trip_id')
        .innerJoin('students', 'students.id', 'enrolments.student_id')
        .select([
          'enrolments.id',
          'enrolments.planned_trip_id',
          'enrolments.status',
          'enrolments.student_notes',
          'enrolments.captain_notes',
          'enrolments.created_at',
          'enrolments.updated_at',
          'students.id as student_id',
          'students.first_name',
          'students.last_name',
          'students.email',
        ])
        .where('planned_trips.user_id', '=', userId)
        .orderBy('enrolments.planned_trip_id')
        .orderBy('enrolments.created_at')
        .orderBy('enrolments.id')
        .execute();
    },

    /** The captain's payment orders, newest first; ext_order_id and the raw notifications stay out. */
    paymentsOf(userId: number) {
      return db
        .selectFrom('subscriptions')
        .select([
          'id',
          'status',
          'plan_name_en',
          'plan_name_pl',
          'amount_minor',
          'currency',
          'days',
          'payment_provider',
          'provider_order_id',
          'invoice',
          'created_at',
          'completed_at',
          'expires_at',
          'ends_at',
        ])
        .where('user_id', '=', userId)
        .where('source', '=', 'payment')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The account's logins, newest first, without their token hashes. */
    sessionsOf(kind: TokenKind, ownerId: number) {
      return db
        .selectFrom('auth_tokens')
        .select(['created_at', 'last_used_at', 'expires_at', 'remember'])
        .where('kind', '=', kind)
        .where('owner_id', '=', ownerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The invitations the student accepted, oldest first, with their captains. */
    invitationsUsedBy(studentId: number) {
      return db
        .selectFrom('invitation_uses')
        .innerJoin('invitations', 'invitations.id', 'invitation_uses.invitation_id')
        .innerJoin('users', 'users.id', 'invitations.user_id')
        .select([
          'invitation_uses.invitation_id',
          'invitation_uses.created_at',
          'users.id as captain_id',
          'users.name as captain_name',
        ])
        .where('invitation_uses.student_id', '=', studentId)
        .orderBy('invitation_uses.created_at')
        .orderBy('invitation_uses.id')
        .execute();
    },

    /** Every enrolment of the student, connected to its captain or not (GET /api/student/enrolments: only connected). */
    studentEnrolmentsOf(studentId: number) {
      return db
        .selectFrom('enrolments')
        .select([
          'id',
          'planned_trip_id',
          'status',
          'student_notes',
          'captain_notes',
          'created_at',
          'updated_at',
        ])
        .where('student_id', '=', studentId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Every crew row that names the student, on trips the captain deleted too, oldest trip first. */
    logbookLinksOf(studentId: number) {
      return db
        .selectFrom('trip_crew_members')
        .innerJoin('trips', 'trips.id', 'trip_crew_members.trip_id')
        .innerJoin('users', 'users.id', 'trips.user_id')
        .select([
          'trip_crew_members.id as crew_member_id',
          'trip_crew_members.student_id',
          'trip_crew_members.confirmation_status',
          'trip_crew_members.confirmation_at',
          'trip_crew_members.confirmation_note',
          'trips.id as trip_id',
          'trips.yacht_name',
          'trips.embarkation_date',
          'trips.disembarkation_date',
          'trips.deleted_at',
          'users.id as captain_id',
          'users.name as captain_name',
        ])
        .where('trip_crew_members.student_id', '=', studentId)
        .orderBy('trips.embarkation_date')
        .orderBy('trips.id')
        .execute();
    },
  };
}

export type AccountExportRepository = ReturnType<typeof accountExportRepository>;
