/**
 * Valid trips for the domain tests: the form's values and the request body the API reads (first reading).
 * Each call returns fresh objects, so a test may change them.
 */
import { type CrewMemberFormValues, emptyTripForm, type TripFormValues } from './trip-form.ts';

export function validCrewMember(overrides: Partial<CrewMemberFormValues> = {}): CrewMemberFormValues {
  return {
    fullName: 'Anna Nowak',
    email: 'anna@example.com',
    phone: '+48 600 200 300',
    role: 'first_officer',
    otherRole: '',
    licenseType: 'pzz-jsm',
    otherLicense: '',
    licenseNumber: 'JSM-77',
    captainOpinion: 'positive',
    performance: 'very_good',
    seasickness: 'none',
    resistance: 'good',
    captainNotes: 'Reliable on night watches.',
    studentId: null,
    ...overrides,
  };
}

export function validTripForm(overrides: Partial<TripFormValues> = {}): TripFormValues {
  return {
    ...emptyTripForm(),
    firstName: 'Jan',
    lastName: 'Kowalski',
    email: 'jan@example.com',
    phone: '+48 600 100 200',
    licenseType: 'pzz-kj',
    licenseNumber: 'KJ-1234',
    yachtName: 'Zawisza',
    registrationNumber: 'POL-1234',
    homePort: 'Gdynia',
    hullLength: '12.35',
    enginesCount: '1',
    enginePower: '40.5',
    embarkationPort: 'Gdynia',
    isEmbarkationTidalPort: false,
    disembarkationPort: 'Cuxhaven',
    isDisembarkationTidalPort: true,
    visitedPorts: [
      { name: 'Hel', isTidalPort: false },
      { name: 'Helgoland', isTidalPort: true },
    ],
    distance: '312.5',
    embarkationDate: '2026-05-01',
    disembarkationDate: '2026-05-08',
    sailingHours: '60',
    engineHours: '7.5',
    mooringHours: '90',
    tidalHours: '12',
    logbookNumber: 'LB/2026/3',
    captainNotes: 'Gale on day 3.',
    crewMembers: [
      validCrewMember(),
      validCrewMember({
        fullName: 'Piotr Zieliński',
        email: '',
        phone: '',
        role: '_other',
        otherRole: 'Cook',
        licenseType: '',
        licenseNumber: '',
        captainOpinion: 'negative',
        performance: 'sufficient',
        seasickness: 'severe',
        resistance: 'not_tested',
        captainNotes: '',
      }),
    ],
    ...overrides,
  };
}

/** The same trip as a request body in the first reading of every field (snake_case, captain nested). */
export function validTripRequest(): Record<string, unknown> {
  return {
    captain: {
      first_name: 'Jan',
      last_name: 'Kowalski',
      email: 'jan@example.com',
      phone: '+48 600 100 200',
      license_type: 'pzz-kj',
      license_number: 'KJ-1234',
      other_license: '',
    },
    yacht_name: 'Zawisza',
    registration_number: 'POL-1234',
    home_port: 'Gdynia',
    hull_length: '12.35',
    engines_count: '1',
    engine_power: '40.5',
    embarkation_port: 'Gdynia',
    is_embarkation_tidal_port: false,
    disembarkation_port: 'Cuxhaven',
    is_disembarkation_tidal_port: true,
    visited_ports: [
      { name: 'Hel', is_tidal: false, arrival_date: '2026-05-02', departure_date: '2026-05-03' },
      { name: 'Helgoland', is_tidal: true },
    ],
    distance: '312.5',
    embarkation_date: '2026-05-01',
    disembarkation_date: '2026-05-08',
    sailing_hours: '60',
    engine_hours: '7.5',
    mooring_hours: '90',
    tidal_hours: '12',
    logbook_number: 'LB/2026/3',
    captain_notes: 'Gale on day 3.',
    crew_members: [
      {
        full_name: 'Anna Nowak',
        email: 'anna@example.com',
        phone: '+48 600 200 300',
        role: 'first_officer',
        other_role: '',
        license_type: 'pzz-jsm',
        other_license: '',
        license_number: 'JSM-77',
        captain_opinion: 'positive',
        performance: 'very_good',
        seasickness: 'none',
        resistance: 'good',
        captain_notes: 'Reliable on night watches.',
      },
    ],
  };
}
