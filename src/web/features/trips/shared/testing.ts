import { HttpResponse, http } from 'msw';
import type { CrewMember, Trip } from '#domain/trip.ts';
import { subscriptionStatusHandler } from '../../../test/server.ts';

/** Test fixtures for the trip pages: a served trip with every field filled, and msw handlers for the API. */

export const crewMember = (overrides: Partial<CrewMember> = {}): CrewMember => ({
  id: 1,
  full_name: 'Piotr Zieliński',
  email: 'piotr@example.com',
  phone: '+48 600 300 400',
  role: 'first_officer',
  other_role: '',
  license_type: 'pzz-jsm',
  other_license: '',
  license_number: 'JSM-42',
  captain_opinion: 'positive',
  performance: 'very_good',
  seasickness: 'none',
  resistance: 'good',
  captain_notes: 'Reliable on night watches.',
  student_id: null,
  confirmation: null,
  ...overrides,
});

export const trip = (overrides: Partial<Trip> = {}): Trip => ({
  id: 1,
  status: 'completed',
  captain: {
    first_name: 'Anna',
    last_name: 'Kowalska',
    email: 'anna@example.com',
    phone: '+48 600 100 200',
    license_type: 'pzz-kj',
    license_number: 'KJ-1234',
    other_license: '',
  },
  yacht_name: 'Zawisza Czarny',
  registration_number: 'POL-1234',
  home_port: 'Gdynia',
  hull_length: 42.7,
  engines_count: 1,
  engine_power: 250.5,
  embarkation_port: 'Gdynia',
  is_embarkation_tidal_port: false,
  disembarkation_port: 'Kołobrzeg',
  is_disembarkation_tidal_port: false,
  visited_ports: [
    {
      name: 'Bornholm',
      is_tidal: false,
      arrival_date: '2026-05-03',
      departure_date: '2026-05-04',
      lat: null,
      lon: null,
    },
    { name: 'Dover', is_tidal: true, arrival_date: null, departure_date: null, lat: null, lon: null },
  ],
  distance: 1234.5,
  embarkation_date: '2026-05-01',
  disembarkation_date: '2026-05-08',
  sailing_hours: 60,
  engine_hours: 12.5,
  mooring_hours: 20,
  tidal_hours: 3,
  night_hours: 0,
  role_on_board: 'skipper',
  waters: 'sea',
  passages: [],
  has_track: false,
  tidal_ports_count: 1,
  logbook_number: 'LB-2026/7',
  captain_notes: 'Strong westerlies on the way back.',
  crew_members: [crewMember()],
  created_at: '2026-05-09T10:00:00.000Z',
  updated_at: '2026-05-09T10:00:00.000Z',
  ...overrides,
});

/** GET /api/sailing-trips answering with these trips. */
export const tripListHandler = (trips: Trip[]) =>
  http.get('/api/sailing-trips', () =>
    HttpResponse.json({ success: true, sailing_trips: trips, message: 'Trips loaded.' }),
  );

/** GET /api/sailing-trips/{id} answering with this trip. */
export const tripHandler = (served: Trip) =>
  http.get(`/api/sailing-trips/${served.id}`, () =>
    HttpResponse.json({ success: true, sailing_trip: served, message: 'Trip loaded.' }),
  );

/** GET /api/subscriptions with an active Premium. */
export const premiumHandler = () =>
  subscriptionStatusHandler({
    active_subscription: {
      status: 'active',
      ends_at: '2099-01-01T00:00:00.000Z',
      days_remaining: 100,
      payment_provider: 'payu',
    },
  });
