import { newStudent } from '../invitations/test-support.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * Links a trip's crew member (by position) to a new student who confirmed it at `at`. Straight in the
 * database: the documents only print what is stored (linking and confirming are tested with their routes).
 */
export async function confirmCrew(t: TestApp, tripId: number, position: number, at: string) {
  const student = await newStudent(t);
  await t.app.database.db
    .updateTable('trip_crew_members')
    .set({
      student_id: student.id,
      confirmation_status: 'confirmed',
      confirmation_at: at,
      confirmation_note: '',
    })
    .where('trip_id', '=', tripId)
    .where('position', '=', position)
    .execute();
}
