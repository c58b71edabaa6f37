import type { TestApp } from '../testing/test-app.ts';

/**
 * Links a trip's crew member (by position) to a student as a captain's new link leaves it: pending. Straight in
 * the database, so these tests need nothing of the captain's side of linking (tested with the trips).
 */
export async function linkCrew(t: TestApp, tripId: number, position: number, studentId: number) {
  await t.app.database.db
    .updateTable('trip_crew_members')
    .set({
      student_id: studentId,
      confirmation_status: 'pending',
      confirmation_at: null,
      confirmation_note: '',
    })
    .where('trip_id', '=', tripId)
    .where('position', '=', position)
    .execute();
}

export const logbookUrl = '/api/student/logbook';
export const tripUrl = (tripId: number) => `${logbookUrl}/${tripId}`;
export const confirmationUrl = (tripId: number) => `${tripUrl(tripId)}/confirmation`;
