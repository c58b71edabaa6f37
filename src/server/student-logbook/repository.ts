import type { ConfirmationStatus } from '#domain/crew-confirmation.ts';
import type { Db } from '../db/database.ts';
import { type StoredTrip, tripsWithChildren } from '../trips/repository.ts';

export interface ConfirmationValues {
  status: Exclude<ConfirmationStatus, 'pending'>;
  note: string;
  /** ISO time of this answer. */
  at: string;
}

/**
 * A student's own logbook: the captains' trips (not deleted) on which a crew member is linked to the student.
 * Every query is keyed by the student: the link is what makes a trip theirs, never the trip's id alone.
 */
export function studentLogbookRepository(db: Db) {
  const linkedTripIds = (studentId: number) =>
    db.selectFrom('trip_crew_members').select('trip_id').where('student_id', '=', studentId);

  return {
    /** The student's trips (one with `tripId`), newest sailing first, with all their ports and crew rows. */
    async tripsOf(studentId: number, tripId?: number): Promise<StoredTrip[]> {
      let query = db
        .selectFrom('trips')
        .selectAll()
        .where('id', 'in', linkedTripIds(studentId))
        .where('deleted_at', 'is', null);
      if (tripId !== undefined) query = query.where('id', '=', tripId);
      const trips = await query.orderBy('embarkation_date', 'desc').orderBy('id', 'desc').execute();
      return tripsWithChildren(db, trips);
    },

    /**
     * Stores the student's answer on their crew row of a trip that is not deleted; false when there is none.
     * The captain's cached trip list shows confirmations, so the captain's trips revision goes up in the same
     * transaction, as with every other write to the captain's trips.
     */
    confirm(studentId: number, tripId: number, values: ConfirmationValues): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const trip = await trx
          .selectFrom('trips')
          .select('user_id')
          .where('id', '=', tripId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!trip) return false;
        const updated = await trx
          .updateTable('trip_crew_members')
          .set({
            confirmation_status: values.status,
            confirmation_at: values.at,
            confirmation_note: values.note,
          })
          .where('trip_id', '=', tripId)
          .where('student_id', '=', studentId)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return false;
        await trx
          .updateTable('users')
          .set((eb) => ({ trips_revision: eb('trips_revision', '+', 1) }))
          .where('id', '=', trip.user_id)
          .execute();
        return true;
      });
    },
  };
}

export type StudentLogbookRepository = ReturnType<typeof studentLogbookRepository>;
