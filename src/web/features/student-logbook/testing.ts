import { HttpResponse, http } from 'msw';
import type { ConfirmationStatus } from '#domain/crew-confirmation.ts';
import type { SeaTime } from '#domain/sea-time/schema.ts';
import type { StudentLogbookTrip, studentLogbookResponseSchema } from '#domain/student-logbook.ts';
import type { z } from '#domain/validation.ts';
import { emptySeaTime } from '../sea-time/testing.ts';
import { studentLogbookUrl } from './api.ts';

/** Test fixtures for the student's logbook (not part of the app bundle). */

/** A trip of Anna's logbook with the student as a deckhand, awaiting their confirmation. */
export function logbookTrip(overrides: Partial<StudentLogbookTrip> = {}): StudentLogbookTrip {
  return {
    id: 41,
    status: 'completed',
    captain: {
      first_name: 'Anna',
      last_name: 'Kowalska',
      license_type: 'pzz-jsm',
      license_number: 'JSM-1234',
      other_license: '',
    },
    yacht_name: 'Zawisza',
    registration_number: 'POL-1234',
    home_port: 'Gdynia',
    hull_length: 12.5,
    embarkation_port: 'Gdynia',
    is_embarkation_tidal_port: false,
    disembarkation_port: 'Copenhagen',
    is_disembarkation_tidal_port: false,
    visited_ports: [],
    distance: 245.5,
    embarkation_date: '2026-05-01',
    disembarkation_date: '2026-05-08',
    sailing_hours: 52,
    engine_hours: 8,
    tidal_hours: 0,
    tidal_ports_count: 0,
    night_hours: 14,
    waters: 'sea',
    passages: [],
    crew_member: {
      id: 301,
      full_name: 'Jan Nowak',
      role: 'crew',
      other_role: '',
      license_type: 'pzz-zj',
      other_license: '',
      license_number: 'ZJ-77',
      captain_opinion: 'positive',
      performance: 'good',
      seasickness: 'none',
      resistance: 'good',
      captain_notes: 'Steady at the helm at night.',
    },
    role_on_board: 'crew',
    confirmation: { status: 'pending', at: null, note: '' },
    other_crew: [{ full_name: 'Ewa Lis', role: 'first_officer', other_role: '' }],
    deck_log_open: false,
    ...overrides,
  };
}

/** The same trip with the student's answer. */
export const answered = (
  status: ConfirmationStatus,
  note = '',
  overrides: Partial<StudentLogbookTrip> = {},
): StudentLogbookTrip =>
  logbookTrip({
    confirmation: { status, at: status === 'pending' ? null : '2026-05-10T08:00:00.000Z', note },
    ...overrides,
  });

export const logbookHandler = (trips: StudentLogbookTrip[]) =>
  http.get(studentLogbookUrl, () =>
    HttpResponse.json({
      success: true,
      sailing_trips: trips,
      message: 'Your logbook loaded.',
    } satisfies z.input<typeof studentLogbookResponseSchema>),
  );

export const logbookTripHandler = (trip: StudentLogbookTrip) =>
  http.get(`${studentLogbookUrl}/${trip.id}`, () =>
    HttpResponse.json({ success: true, sailing_trip: trip, message: 'Trip loaded.' }),
  );

/** GET /api/student/sea-time answering with this sea time (the captain's answer's shape). */
export const studentSeaTimeHandler = (answer: SeaTime) =>
  http.get('/api/student/sea-time', () => HttpResponse.json({ success: true, sea_time: answer }));

/** The logbook and sea time of a student who has sailed nothing yet (the dashboard's logbook tiles load both). */
export const emptyLogbookHandlers = () => [logbookHandler([]), studentSeaTimeHandler(emptySeaTime())];
