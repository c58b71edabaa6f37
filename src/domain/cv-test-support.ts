import type { CvTrip } from './cv.ts';

/** A CV trip with every column filled (tests and benchmarks; not part of the app bundle). */
export const sampleCvTrip = (overrides: Partial<CvTrip> = {}): CvTrip => ({
  id: 1,
  yacht_name: 'Zawisza Czarny',
  registration_number: 'POL-1234',
  yacht_type: 'Szkuner',
  hull_length: 42.7,
  embarkation_port: 'Gdynia',
  disembarkation_port: 'Świnoujście',
  embarkation_date: '2026-07-01',
  disembarkation_date: '2026-07-08',
  visited_ports: ['Bornholm', 'Dover'],
  distance: 412.5,
  role_on_board: 'skipper',
  waters: 'sea',
  tidal: true,
  sailing_hours: 96.5,
  engine_hours: 20,
  night_hours: 30,
  tidal_hours: 12,
  confirmed_by: 2,
  ...overrides,
});
