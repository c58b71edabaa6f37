import { HttpResponse, http } from 'msw';
import type { StudentCaptain } from '#domain/invitation.ts';
import type { StudentEnrolment, StudentPlannedTrip } from '#domain/planned-trip.ts';
import { loggedInStudent, studentProfileHandler } from '../../test/accounts.ts';
import { server } from '../../test/server.ts';

export const annaCaptain: StudentCaptain = {
  id: 7,
  name: 'Anna Kowalska',
  email: 'anna@example.com',
  connected_at: '2026-03-14T09:30:00.000Z',
};

export const piotrCaptain: StudentCaptain = {
  id: 8,
  name: 'Piotr Zieliński',
  email: 'piotr@example.com',
  connected_at: '2026-04-02T12:00:00.000Z',
};

/** A planned trip as a connected student sees it: Anna's Baltic trip with 2 of 6 places taken, not joined. */
export function plannedTrip(overrides: Partial<StudentPlannedTrip> = {}): StudentPlannedTrip {
  return {
    id: 21,
    name: 'Baltic spring',
    description: 'A week around the Danish islands.',
    start_date: '2026-05-01',
    end_date: '2026-05-08',
    embarkation_port: 'Gdynia',
    disembarkation_port: 'Copenhagen',
    yacht_name: 'Zawisza',
    yacht_type: 'Sloop',
    max_crew: 6,
    is_active: true,
    is_sailed: false,
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    captain: { id: annaCaptain.id, name: annaCaptain.name },
    accepted_count: 2,
    is_full: false,
    my_enrolment: null,
    ...overrides,
  };
}

export function enrolmentOf(
  trip: StudentPlannedTrip,
  overrides: Partial<StudentEnrolment> = {},
): StudentEnrolment & { planned_trip: StudentPlannedTrip } {
  const mine = trip.my_enrolment;
  return {
    id: mine?.id ?? 100 + trip.id,
    status: mine?.status ?? 'pending',
    student_notes: mine?.student_notes ?? '',
    captain_notes: mine?.captain_notes ?? '',
    planned_trip_id: trip.id,
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
    planned_trip: trip,
  };
}

export const captainsHandler = (captains: StudentCaptain[]) =>
  http.get('/api/student/captains', () =>
    HttpResponse.json({ success: true, captains, message: 'Captains loaded.' }),
  );

export const plannedTripsHandler = (trips: StudentPlannedTrip[]) =>
  http.get('/api/student/planned-sailing-trips', () =>
    HttpResponse.json({ success: true, planned_trips: trips, message: 'Planned trips loaded.' }),
  );

export const plannedTripHandler = (trip: StudentPlannedTrip) =>
  http.get(`/api/student/planned-sailing-trips/${trip.id}`, () =>
    HttpResponse.json({ success: true, planned_trip: trip, message: 'Planned trip loaded.' }),
  );

export const enrolmentsHandler = (enrolments: ReturnType<typeof enrolmentOf>[]) =>
  http.get('/api/student/enrolments', () =>
    HttpResponse.json({ success: true, enrolments, message: 'Your enrolments loaded.' }),
  );

/** The server's own 404 body. */
export const notFoundAnswer = () =>
  HttpResponse.json({ success: false, message: 'Not found.' }, { status: 404 });

/** A student logged in earlier in this browser, whose profile the student area refreshes on entry. */
export function asStudent(...handlers: Parameters<typeof server.use>) {
  loggedInStudent();
  server.use(studentProfileHandler(), ...handlers);
}
