import type { Db } from '../db/database.ts';

export interface Inventory {
  /** What goes, by name, with how many rows (the operator's dry run prints it). */
  erased: [string, number][];
  /** Payment orders that stay without the person. */
  retainedPayments: number;
}

/** What deleting an account would take away, counted without changing anything (the operator's dry run). */
export function accountInventory(db: Db) {
  const count = async (query: { executeTakeFirstOrThrow(): Promise<{ count: number | string | bigint }> }) =>
    Number((await query.executeTakeFirstOrThrow()).count);

  return {
    async captain(userId: number): Promise<Inventory> {
      const of = (
        table:
          | 'yachts'
          | 'planned_trips'
          | 'invitations'
          | 'captain_students'
          | 'cv_links'
          | 'issued_documents',
      ) =>
        count(
          db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('user_id', '=', userId),
        );
      const trips = (deleted: boolean) =>
        count(
          db
            .selectFrom('trips')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('user_id', '=', userId)
            .where('deleted_at', deleted ? 'is not' : 'is', null),
        );
      const deckLog = count(
        db
          .selectFrom('deck_log_entries')
          .innerJoin('trips', 'trips.id', 'deck_log_entries.trip_id')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('trips.user_id', '=', userId),
      );
      const enrolments = count(
        db
          .selectFrom('enrolments')
          .innerJoin('planned_trips', 'planned_trips.id', 'enrolments.planned_trip_id')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('planned_trips.user_id', '=', userId),
      );
      const sessions = count(
        db
          .selectFrom('auth_tokens')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('kind', '=', 'captain')
          .where('owner_id', '=', userId),
      );
      const payments = count(
        db
          .selectFrom('subscriptions')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', userId)
          .where('source', '=', 'payment'),
      );
      const logo = count(
        db
          .selectFrom('captain_logos')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', userId),
      );
      const [
        live,
        deleted,
        logged,
        yachts,
        planned,
        enrolled,
        invitations,
        students,
        cvLinks,
        issued,
        logos,
        tokens,
        paid,
      ] = await Promise.all([
        trips(false),
        trips(true),
        deckLog,
        of('yachts'),
        of('planned_trips'),
        enrolments,
        of('invitations'),
        of('captain_students'),
        of('cv_links'),
        of('issued_documents'),
        logo,
        sessions,
        payments,
      ]);
      return {
        erased: [
          ['trips', live],
          ['deleted trips', deleted],
          ['deck log entries of those trips', logged],
          ['yachts', yachts],
          ['planned trips', planned],
          ["students' enrolments in them", enrolled],
          ['invitations', invitations],
          ['connected students', students],
          ['CV links', cvLinks],
          ['verification codes of printed documents', issued],
          ['logo', logos],
          ['sessions', tokens],
        ],
        retainedPayments: paid,
      };
    },

    async student(studentId: number): Promise<Inventory> {
      const of = (table: 'captain_students' | 'enrolments' | 'trip_crew_members') =>
        count(
          db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('student_id', '=', studentId),
        );
      const sessions = count(
        db
          .selectFrom('auth_tokens')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('kind', '=', 'student')
          .where('owner_id', '=', studentId),
      );
      const written = count(
        db
          .selectFrom('deck_log_entries')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('author_student_id', '=', studentId),
      );
      const [captains, enrolments, crews, logged, tokens] = await Promise.all([
        of('captain_students'),
        of('enrolments'),
        of('trip_crew_members'),
        written,
        sessions,
      ]);
      return {
        erased: [
          ['connections to captains', captains],
          ['enrolments', enrolments],
          ["links to captains' trips (the crew rows stay)", crews],
          ["links to the deck log entries they wrote (the captains' entries stay)", logged],
          ['sessions', tokens],
        ],
        retainedPayments: 0,
      };
    },
  };
}
