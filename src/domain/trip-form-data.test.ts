import { describe, expect, it } from 'vitest';
import { readServedTrip } from './trip.ts';
import {
  type CaptainProfileLike,
  captainFromProfile,
  formFieldOfRequestField,
  formValuesToRequest,
  tripToFormValues,
  yachtToFormValues,
} from './trip-form-data.ts';
import { tripRequestSchema } from './trip-request.ts';
import { validCrewMember, validTripForm, validTripRequest } from './trip-test-support.ts';

/** The trip form's data: filled from the profile, a yacht or a loaded trip, and sent as a request. */

function parseRequest(body: unknown) {
  const result = tripRequestSchema.safeParse(body);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues.map((i) => [i.path, i.message])));
  return result.data;
}

const profile: CaptainProfileLike = {
  first_name: 'Jan',
  last_name: 'Kowalski',
  phone: '+48 600 100 200',
  license_type: 'pzz-kj',
  license_number: 'KJ-1234',
  other_license: '',
};

describe('captainFromProfile (step 1 autofill)', () => {
  it('fills step 1 from the profile, with the account e-mail', () => {
    expect(captainFromProfile(profile, 'jan@example.com')).toEqual({
      firstName: 'Jan',
      lastName: 'Kowalski',
      email: 'jan@example.com',
      phone: '+48 600 100 200',
      licenseType: 'pzz-kj',
      licenseNumber: 'KJ-1234',
      otherLicense: '',
    });
  });

  it('matches the licence type case-insensitively and without surrounding spaces', () => {
    expect(captainFromProfile({ ...profile, license_type: 'PZZ-KJ' }, '').licenseType).toBe('pzz-kj');
    expect(captainFromProfile({ ...profile, license_type: ' Rya-Ocean ' }, '').licenseType).toBe('rya-ocean');
    expect(captainFromProfile({ ...profile, license_type: 'HR-B' }, '')).toMatchObject({
      licenseType: 'hr-b',
      otherLicense: '',
    });
  });

  it('reads a licence that is not on the list as _other, with its text as the other licence', () => {
    expect(captainFromProfile({ ...profile, license_type: 'Yachtmaster Ocean' }, '')).toMatchObject({
      licenseType: '_other',
      otherLicense: 'Yachtmaster Ocean',
    });
    expect(
      captainFromProfile({ ...profile, license_type: ' ICC ', other_license: 'old text' }, ''),
    ).toMatchObject({
      licenseType: '_other',
      otherLicense: 'ICC',
    });
  });

  it('keeps the stored other licence when the profile says _other', () => {
    expect(
      captainFromProfile({ ...profile, license_type: '_other', other_license: 'ICC' }, ''),
    ).toMatchObject({
      licenseType: '_other',
      otherLicense: 'ICC',
    });
  });

  it('leaves the licence type empty when the profile has none', () => {
    expect(captainFromProfile({ ...profile, license_type: '' }, '')).toMatchObject({
      licenseType: '',
      otherLicense: '',
    });
  });

  it('gives empty fields and the account e-mail without a profile', () => {
    expect(captainFromProfile(null, 'jan@example.com')).toEqual({
      firstName: '',
      lastName: '',
      email: 'jan@example.com',
      phone: '',
      licenseType: '',
      licenseNumber: '',
      otherLicense: '',
    });
  });
});

describe('yachtToFormValues (step 2 from the yacht search)', () => {
  it('fills step 2 with the numbers as the text a field holds', () => {
    expect(
      yachtToFormValues({
        name: 'Zawisza',
        registration_number: 'POL-1234',
        home_port: 'Gdynia',
        hull_length: 12.35,
        engines_count: 0,
        engine_power: 40.5,
        type: 'Bavaria Cruiser 46',
        owner_name: 'Jan Armator',
        owner_address: 'ul. Portowa 1\nGdynia',
      }),
    ).toEqual({
      yachtName: 'Zawisza',
      registrationNumber: 'POL-1234',
      homePort: 'Gdynia',
      hullLength: '12.35',
      enginesCount: '0',
      enginePower: '40.5',
      yachtType: 'Bavaria Cruiser 46',
      yachtOwnerName: 'Jan Armator',
      yachtOwnerAddress: 'ul. Portowa 1\nGdynia',
    });
  });
});

describe('formValuesToRequest: the clean-up on submit', () => {
  it('drops visited ports with empty names and trims the others, keeping their order and flags', () => {
    const form = validTripForm({
      visitedPorts: [
        { name: '  ', isTidalPort: true },
        { name: ' Hel ', isTidalPort: false },
        { name: '', isTidalPort: false },
        { name: 'Helgoland', isTidalPort: true, arrivalDate: '2026-05-04', departureDate: null },
      ],
    });
    expect(formValuesToRequest(form).visited_ports).toEqual([
      { name: 'Hel', is_tidal: false },
      { name: 'Helgoland', is_tidal: true, arrival_date: '2026-05-04' },
    ]);
  });

  it('sends the coordinates of a port that has both, and the accepted track', () => {
    const form = validTripForm({
      visitedPorts: [
        { name: 'Hel', isTidalPort: false, lat: 54.6, lon: 18.8 },
        { name: 'Visby', isTidalPort: false, lat: 57.6, lon: null },
      ],
      trackId: 42,
    });
    const body = formValuesToRequest(form);
    expect(body.visited_ports).toEqual([
      { name: 'Hel', is_tidal: false, lat: 54.6, lon: 18.8 },
      { name: 'Visby', is_tidal: false },
    ]);
    expect(body.track_id).toBe(42);
  });

  it('leaves track_id out when no track was accepted, so an edit keeps the trip’s track', () => {
    expect('track_id' in formValuesToRequest(validTripForm({ trackId: null }))).toBe(false);
  });

  it('drops crew members with an empty name and trims the names of the others', () => {
    const form = validTripForm({
      crewMembers: [
        validCrewMember({ fullName: ' ' }),
        validCrewMember({ fullName: ' Anna Nowak ' }),
        validCrewMember({ fullName: '' }),
      ],
    });
    expect(formValuesToRequest(form).crew_members?.map((member) => member.full_name)).toEqual(['Anna Nowak']);
  });

  it('names every field as the request does, the captain nested', () => {
    const body = formValuesToRequest(validTripForm({ crewMembers: [validCrewMember()] }));
    expect(body.captain).toEqual({
      first_name: 'Jan',
      last_name: 'Kowalski',
      email: 'jan@example.com',
      phone: '+48 600 100 200',
      license_type: 'pzz-kj',
      license_number: 'KJ-1234',
      other_license: '',
    });
    expect(body).toMatchObject({
      hull_length: '12.35',
      is_embarkation_tidal_port: false,
      is_disembarkation_tidal_port: true,
      mooring_hours: '90',
    });
    expect(body.crew_members?.[0]).toEqual({
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
      student_id: null,
    });
  });
});

describe('tripToFormValues (edit mode)', () => {
  it('gives a trip without visited ports one empty row, and mooring hours not given an empty field', () => {
    const form = tripToFormValues(
      readServedTrip({ visited_ports: [], mooring_hours: null, hull_length: 9.5 }),
    );
    expect(form.visitedPorts).toEqual([{ name: '', isTidalPort: false }]);
    expect([form.mooringHours, form.hullLength, form.enginesCount]).toEqual(['', '9.5', '0']);
  });

  it('keeps the dates of the visited ports', () => {
    const trip = readServedTrip({
      visited_ports: [{ name: 'Hel', is_tidal: true, arrival_date: '2026-05-02' }],
    });
    expect(tripToFormValues(trip).visitedPorts).toEqual([
      {
        name: 'Hel',
        isTidalPort: true,
        arrivalDate: '2026-05-02',
        departureDate: null,
        lat: null,
        lon: null,
      },
    ]);
  });

  it('keeps the coordinates of the visited ports and starts with no new track', () => {
    const trip = readServedTrip({
      visited_ports: [{ name: 'Hel', is_tidal: false, lat: 54.6, lon: 18.8 }],
      has_track: true,
    });
    const form = tripToFormValues(trip);
    expect(form.visitedPorts[0]).toMatchObject({ lat: 54.6, lon: 18.8 });
    expect(form.trackId).toBeNull();
  });
});

describe('formFieldOfRequestField (a 422 field as the form field to mark)', () => {
  it.each([
    ['captain.first_name', 'firstName'],
    ['captain.last_name', 'lastName'],
    ['captain.email', 'email'],
    ['captain.phone', 'phone'],
    ['captain.license_type', 'licenseType'],
    ['captain.license_number', 'licenseNumber'],
    ['captain.other_license', 'otherLicense'],
    ['captain', 'firstName'],
  ])('maps the captain field %s to %s', (field, formField) => {
    expect(formFieldOfRequestField(field)).toBe(formField);
  });

  it.each([
    ['yacht_name', 'yachtName'],
    ['registration_number', 'registrationNumber'],
    ['hull_length', 'hullLength'],
    ['engines_count', 'enginesCount'],
    ['is_embarkation_tidal_port', 'isEmbarkationTidalPort'],
    ['disembarkation_date', 'disembarkationDate'],
    ['mooring_hours', 'mooringHours'],
    ['captain_notes', 'captainNotes'],
  ])('maps the top-level field %s to %s', (field, formField) => {
    expect(formFieldOfRequestField(field)).toBe(formField);
  });

  it.each([
    ['visited_ports', 'visitedPorts'],
    ['visited_ports.0', 'visitedPorts.0'],
    ['visited_ports.0.name', 'visitedPorts.0.name'],
    ['visited_ports.3.is_tidal', 'visitedPorts.3.isTidalPort'],
    ['visited_ports.1.arrival_date', 'visitedPorts.1.arrivalDate'],
  ])('maps the visited port field %s to %s', (field, formField) => {
    expect(formFieldOfRequestField(field)).toBe(formField);
  });

  it.each([
    ['crew_members', 'crewMembers'],
    ['crew_members.0', 'crewMembers.0'],
    ['crew_members.1.full_name', 'crewMembers.1.fullName'],
    ['crew_members.0.role', 'crewMembers.0.role'],
    ['crew_members.2.other_role', 'crewMembers.2.otherRole'],
    ['crew_members.0.captain_opinion', 'crewMembers.0.captainOpinion'],
    ['crew_members.10.license_type', 'crewMembers.10.licenseType'],
  ])('maps the crew field %s to %s', (field, formField) => {
    expect(formFieldOfRequestField(field)).toBe(formField);
  });
});

describe('formValuesToRequest: the form as a request body', () => {
  it('passes tripRequestSchema for a valid form and keeps every value', () => {
    const trip = parseRequest(formValuesToRequest(validTripForm()));
    expect(trip).toEqual({
      ...parseRequest(validTripRequest()),
      // The form always sends the sea-time fields and the yacht's type and owner (an older client's request
      // leaves them out).
      yacht_type: '',
      yacht_owner_name: '',
      yacht_owner_address: '',
      night_hours: 0,
      role_on_board: 'skipper',
      waters: 'sea',
      passages: [],
      visited_ports: [
        { name: 'Hel', is_tidal: false },
        { name: 'Helgoland', is_tidal: true },
      ],
      crew_members: [
        { ...parseRequest(validTripRequest()).crew_members[0], student_id: null },
        {
          full_name: 'Piotr Zieliński',
          email: '',
          phone: '',
          role: '_other',
          other_role: 'Cook',
          license_type: '',
          other_license: '',
          license_number: '',
          captain_opinion: 'negative',
          performance: 'sufficient',
          seasickness: 'severe',
          resistance: 'not_tested',
          captain_notes: '',
          student_id: null,
        },
      ],
    });
  });

  it('passes with an untouched optional part: no crew, one empty port row, mooring hours cleared', () => {
    const form = validTripForm({
      crewMembers: [],
      visitedPorts: [{ name: '', isTidalPort: false }],
      mooringHours: '',
    });
    expect(parseRequest(formValuesToRequest(form))).toMatchObject({
      visited_ports: [],
      crew_members: [],
      mooring_hours: null,
    });
  });

  it('passes with commas in the numbers and a crew member with another licence', () => {
    const form = validTripForm({
      hullLength: '12,35',
      distance: '312,5',
      crewMembers: [validCrewMember({ licenseType: '_other', otherLicense: 'ICC' })],
    });
    expect(parseRequest(formValuesToRequest(form))).toMatchObject({ hull_length: 12.35, distance: 312.5 });
  });
});
