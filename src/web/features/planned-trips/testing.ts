import { HttpResponse, http } from 'msw';
import type { StoredEnrolmentStatus } from '#domain/enrolment-status.ts';
import type { CaptainEnrolment, PlannedTrip } from '#domain/planned-trip.ts';
import { currentUserHandler, loggedInCaptain } from '../../test/accounts.ts';
import { server, subscriptionStatusHandler } from '../../test/server.ts';
import { plannedTripsUrl } from './api.ts';

/** Test fixtures for the planned-trip pages (not part of the app bundle). */

export const premiumHandler = () =>
  subscriptionStatusHandler({
    active_subscription: {
      status: 'active',
      ends_at: '2099-01-01T00:00:00.000Z',
      days_remaining: 100,
      payment_provider: 'payu',
    },
  });

export const plannedTrip = (overrides: Partial<PlannedTrip> = {}): PlannedTrip => ({
  id: 3,
  name: 'Baltic spring training',
  description: 'Night sailing and navigation practice.',
  start_date: '2026-05-01',
  end_date: '2026-05-08',
  embarkation_port: 'Gdynia',
  disembarkation_port: 'Kołobrzeg',
  yacht_name: 'Zawisza Czarny',
  yacht_type: 'Schooner',
  max_crew: 6,
  is_active: true,
  is_sailed: false,
  trip_id: null,
  pending_count: 0,
  accepted_count: 0,
  rejected_count: 0,
  created_at: '2026-01-10T10:00:00.000Z',
  updated_at: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

export const enrolment = (
  id: number,
  status: StoredEnrolmentStatus,
  first_name: string,
  last_name: string,
  overrides: Partial<CaptainEnrolment> = {},
): CaptainEnrolment => ({
  id,
  status,
  student: { id: 100 + id, first_name, last_name, email: `${first_name.toLowerCase()}@example.com` },
  student_notes: '',
  captain_notes: '',
  created_at: '2026-02-01T10:00:00.000Z',
  updated_at: '2026-02-01T10:00:00.000Z',
  ...overrides,
});

/** A detail answer: the trip with counts matching the enrolments given. */
export function detailAnswer(trip: PlannedTrip, enrolments: CaptainEnrolment[] = []) {
  const of = (status: StoredEnrolmentStatus) => enrolments.filter((item) => item.status === status);
  return {
    success: true as const,
    planned_trip: {
      ...trip,
      pending_count: of('pending').length,
      accepted_count: of('accepted').length,
      rejected_count: of('rejected').length,
    },
    enrolments: { pending: of('pending'), accepted: of('accepted'), rejected: of('rejected') },
    message: 'Planned trip loaded.',
  };
}

/** GET /api/planned-sailing-trips answering with these trips. */
export const listHandler = (trips: PlannedTrip[]) =>
  http.get(plannedTripsUrl, () =>
    HttpResponse.json({ success: true, planned_trips: trips, message: 'Planned trips loaded.' }),
  );

/** GET /api/planned-sailing-trips/{id} answering with the trip and these enrolments. */
export const detailHandler = (trip: PlannedTrip, enrolments: CaptainEnrolment[] = []) =>
  http.get(`${plannedTripsUrl}/${trip.id}`, () => HttpResponse.json(detailAnswer(trip, enrolments)));

/** A logged-in captain (no Premium unless a handler says so) and the test's handlers. */
export function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(currentUserHandler(), ...handlers);
}
