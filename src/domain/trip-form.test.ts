import { describe, expect, it } from 'vitest';
import { licenceTypes } from './licence.ts';
import {
  emptyCrewMember,
  emptyTripForm,
  emptyVisitedPort,
  issueFieldPath,
  removeVisitedPort,
  stepErrors,
  tripStepSchemas,
  withEmbarkationDate,
} from './trip-form.ts';
import { validTripForm } from './trip-test-support.ts';

/*
 * The trip form's defaults and row helpers, and steps 1 (Captain) and 2 (Yacht) through stepErrors; steps 3 and 4
 * are in trip-form-cruise.test.ts and trip-form-crew.test.ts.
 */

describe('emptyTripForm defaults', () => {
  it('starts with one empty non-tidal port, no crew, every number "0", in command at sea, and everything else empty or false', () => {
    expect(emptyTripForm()).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      licenseType: '',
      licenseNumber: '',
      otherLicense: '',
      yachtName: '',
      registrationNumber: '',
      homePort: '',
      hullLength: '0',
      enginesCount: '0',
      enginePower: '0',
      yachtType: '',
      yachtOwnerName: '',
      yachtOwnerAddress: '',
      embarkationPort: '',
      isEmbarkationTidalPort: false,
      disembarkationPort: '',
      isDisembarkationTidalPort: false,
      visitedPorts: [{ name: '', isTidalPort: false }],
      distance: '0',
      embarkationDate: '',
      disembarkationDate: '',
      sailingHours: '0',
      engineHours: '0',
      mooringHours: '0',
      tidalHours: '0',
      nightHours: '0',
      roleOnBoard: 'skipper',
      waters: 'sea',
      passages: [],
      logbookNumber: '',
      captainNotes: '',
      crewMembers: [],
      trackId: null,
    });
  });

  it('gives a fresh form each time (editing one does not change the next)', () => {
    const first = emptyTripForm();
    first.visitedPorts[0]!.name = 'Hel';
    first.crewMembers.push(emptyCrewMember());
    expect(emptyTripForm().visitedPorts).toEqual([{ name: '', isTidalPort: false }]);
    expect(emptyTripForm().crewMembers).toEqual([]);
  });

  it('has an empty crew member with every field empty and no student linked', () => {
    const member = emptyCrewMember();
    expect(Object.keys(member).sort()).toEqual(
      [
        'fullName',
        'email',
        'phone',
        'role',
        'otherRole',
        'licenseType',
        'otherLicense',
        'licenseNumber',
        'captainOpinion',
        'performance',
        'seasickness',
        'resistance',
        'captainNotes',
        'studentId',
      ].sort(),
    );
    const { studentId, ...texts } = member;
    expect(studentId).toBeNull();
    expect(Object.values(texts).every((value) => value === '')).toBe(true);
  });

  it('is invalid in steps 1 to 3 and valid in step 4 (no crew), as the wizard starts', () => {
    expect(Object.keys(stepErrors(1, emptyTripForm())).length).toBeGreaterThan(0);
    expect(Object.keys(stepErrors(2, emptyTripForm())).length).toBeGreaterThan(0);
    expect(Object.keys(stepErrors(3, emptyTripForm())).length).toBeGreaterThan(0);
    expect(stepErrors(4, emptyTripForm())).toEqual({});
  });
});

describe('removeVisitedPort', () => {
  const ports = [
    { name: 'Hel', isTidalPort: false },
    { name: 'Helgoland', isTidalPort: true },
    { name: 'Cuxhaven', isTidalPort: true },
  ];

  it('removes the row at the index and keeps the order of the rest', () => {
    expect(removeVisitedPort(ports, 1)).toEqual([ports[0], ports[2]]);
    expect(removeVisitedPort(ports, 0)).toEqual([ports[1], ports[2]]);
    expect(removeVisitedPort(ports, 2)).toEqual([ports[0], ports[1]]);
  });

  it('leaves one empty row when the last row is removed', () => {
    expect(removeVisitedPort([{ name: 'Hel', isTidalPort: true }], 0)).toEqual([emptyVisitedPort()]);
    expect(removeVisitedPort([emptyVisitedPort()], 0)).toEqual([{ name: '', isTidalPort: false }]);
  });

  it('does not change the list it was given', () => {
    const copy = structuredClone(ports);
    removeVisitedPort(ports, 1);
    expect(ports).toEqual(copy);
  });

  it('changes nothing for an index outside the list', () => {
    expect(removeVisitedPort(ports, 5)).toEqual(ports);
  });
});

describe('withEmbarkationDate', () => {
  const trip = { embarkationDate: '2026-05-01', disembarkationDate: '2026-05-08', yachtName: 'Zawisza' };

  it('clears the end date when the new start comes after it', () => {
    expect(withEmbarkationDate(trip, '2026-05-09')).toEqual({
      embarkationDate: '2026-05-09',
      disembarkationDate: '',
      yachtName: 'Zawisza',
    });
  });

  it('keeps the end date when the new start is on or before it', () => {
    expect(withEmbarkationDate(trip, '2026-05-08')).toEqual({ ...trip, embarkationDate: '2026-05-08' });
    expect(withEmbarkationDate(trip, '2026-04-20')).toEqual({ ...trip, embarkationDate: '2026-04-20' });
  });

  it('keeps the end date when the start is cleared, and an empty end date empty', () => {
    expect(withEmbarkationDate(trip, '')).toEqual({ ...trip, embarkationDate: '' });
    expect(withEmbarkationDate({ ...trip, disembarkationDate: '' }, '2026-06-01')).toEqual({
      ...trip,
      embarkationDate: '2026-06-01',
      disembarkationDate: '',
    });
  });

  it('compares as dates across months and years', () => {
    const december = { embarkationDate: '2025-12-20', disembarkationDate: '2026-01-02' };
    expect(withEmbarkationDate(december, '2025-12-31').disembarkationDate).toBe('2026-01-02');
    expect(withEmbarkationDate(december, '2026-01-03').disembarkationDate).toBe('');
  });

  it('does not change the values it was given', () => {
    withEmbarkationDate(trip, '2026-05-09');
    expect(trip.disembarkationDate).toBe('2026-05-08');
  });
});

describe('stepErrors and the step schemas', () => {
  it('has a schema for steps 1 to 4 (the summary has nothing of its own)', () => {
    expect(Object.keys(tripStepSchemas)).toEqual(['1', '2', '3', '4']);
  });

  it('is empty for every step of a valid trip', () => {
    for (const step of [1, 2, 3, 4] as const) expect(stepErrors(step, validTripForm())).toEqual({});
  });

  it('names fields by their form path', () => {
    expect(issueFieldPath(['crewMembers', 0, 'role'])).toBe('crewMembers.0.role');
    expect(issueFieldPath(['firstName'])).toBe('firstName');
    expect(issueFieldPath([])).toBe('');
  });
});

describe('step 1, Captain', () => {
  it('requires first and last name, phone, licence type and number', () => {
    expect(stepErrors(1, emptyTripForm())).toEqual({
      firstName: 'trips.form.first_name_required',
      lastName: 'trips.form.last_name_required',
      phone: 'trips.form.phone_required',
      licenseType: 'trips.form.license_type_required',
      licenseNumber: 'trips.form.license_number_required',
    });
  });

  it('counts a text of spaces as empty', () => {
    expect(stepErrors(1, validTripForm({ firstName: '   ', licenseNumber: ' ' }))).toEqual({
      firstName: 'trips.form.first_name_required',
      licenseNumber: 'trips.form.license_number_required',
    });
  });

  it('lets the e-mail be empty but checks one that is given', () => {
    expect(stepErrors(1, validTripForm({ email: '' }))).toEqual({});
    expect(stepErrors(1, validTripForm({ email: ' jan@example.com ' }))).toEqual({});
    expect(stepErrors(1, validTripForm({ email: 'jan@' }))).toEqual({ email: 'validation.email' });
    expect(stepErrors(1, validTripForm({ email: 'jan example.com' }))).toEqual({ email: 'validation.email' });
  });

  it.each(licenceTypes.filter((type) => type !== '_other'))('accepts the licence type %s', (type) => {
    expect(stepErrors(1, validTripForm({ licenseType: type }))).toEqual({});
  });

  it('refuses a licence type off the list', () => {
    expect(stepErrors(1, validTripForm({ licenseType: 'pzz-xx' }))).toEqual({
      licenseType: 'validation.invalid_option',
    });
    expect(stepErrors(1, validTripForm({ licenseType: 'PZZ-KJ' }))).toEqual({
      licenseType: 'validation.invalid_option',
    });
  });

  it('requires the other licence text only when the type is _other', () => {
    expect(stepErrors(1, validTripForm({ licenseType: '_other', otherLicense: '' }))).toEqual({
      otherLicense: 'trips.form.other_license_required',
    });
    expect(stepErrors(1, validTripForm({ licenseType: '_other', otherLicense: '   ' }))).toEqual({
      otherLicense: 'trips.form.other_license_required',
    });
    expect(stepErrors(1, validTripForm({ licenseType: '_other', otherLicense: 'Yachtmaster' }))).toEqual({});
    expect(stepErrors(1, validTripForm({ licenseType: 'pzz-kj', otherLicense: '' }))).toEqual({});
  });

  it('marks the other licence together with the other missing fields', () => {
    expect(stepErrors(1, validTripForm({ phone: '', licenseType: '_other', otherLicense: '' }))).toEqual({
      phone: 'trips.form.phone_required',
      otherLicense: 'trips.form.other_license_required',
    });
  });

  it('limits the length of the texts', () => {
    expect(stepErrors(1, validTripForm({ firstName: 'a'.repeat(60) }))).toEqual({});
    expect(stepErrors(1, validTripForm({ firstName: 'a'.repeat(61) }))).toEqual({
      firstName: 'validation.too_long',
    });
    expect(stepErrors(1, validTripForm({ phone: '1'.repeat(31) }))).toEqual({ phone: 'validation.too_long' });
    expect(stepErrors(1, validTripForm({ licenseType: '_other', otherLicense: 'x'.repeat(101) }))).toEqual({
      otherLicense: 'validation.too_long',
    });
  });
});

describe('step 2, Yacht', () => {
  it('requires name, registration number and home port; the default "0" numbers are valid', () => {
    expect(stepErrors(2, emptyTripForm())).toEqual({
      yachtName: 'trips.form.yacht_name_required',
      registrationNumber: 'trips.form.registration_number_required',
      homePort: 'trips.form.home_port_required',
    });
  });

  it('allows 0 engines and 0 power but not an empty field', () => {
    expect(stepErrors(2, validTripForm({ enginesCount: '0', enginePower: '0' }))).toEqual({});
    expect(stepErrors(2, validTripForm({ hullLength: '', enginesCount: '', enginePower: ' ' }))).toEqual({
      hullLength: 'trips.form.hull_length_required',
      enginesCount: 'trips.form.engines_count_required',
      enginePower: 'trips.form.engine_power_required',
    });
  });

  it('refuses negative numbers', () => {
    expect(
      stepErrors(2, validTripForm({ hullLength: '-1', enginesCount: '-1', enginePower: '-0.5' })),
    ).toEqual({
      hullLength: 'validation.not_negative',
      enginesCount: 'validation.not_negative',
      enginePower: 'validation.not_negative',
    });
  });

  it('allows 2 decimal places for the hull, 1 for the power and whole engines', () => {
    expect(
      stepErrors(2, validTripForm({ hullLength: '12.34', enginePower: '55.5', enginesCount: '2' })),
    ).toEqual({});
    expect(
      stepErrors(2, validTripForm({ hullLength: '12.345', enginePower: '55.55', enginesCount: '1.5' })),
    ).toEqual({
      hullLength: 'validation.decimals_2',
      enginePower: 'validation.decimals_1',
      enginesCount: 'validation.whole_number',
    });
  });

  it('reads a comma as the decimal point', () => {
    expect(stepErrors(2, validTripForm({ hullLength: '12,34', enginePower: '55,5' }))).toEqual({});
    expect(stepErrors(2, validTripForm({ hullLength: '12,345', enginePower: '55,55' }))).toEqual({
      hullLength: 'validation.decimals_2',
      enginePower: 'validation.decimals_1',
    });
  });

  it('refuses text that is not a number', () => {
    expect(
      stepErrors(2, validTripForm({ hullLength: 'twelve', enginesCount: '1e1', enginePower: '1.2.3' })),
    ).toEqual({
      hullLength: 'validation.number_invalid',
      enginesCount: 'validation.number_invalid',
      enginePower: 'validation.number_invalid',
    });
  });

  it('refuses numbers above the upper limits', () => {
    expect(stepErrors(2, validTripForm({ hullLength: '1000', enginesCount: '20' }))).toEqual({});
    expect(stepErrors(2, validTripForm({ hullLength: '1000.01', enginesCount: '21' }))).toEqual({
      hullLength: 'validation.too_big',
      enginesCount: 'validation.too_big',
    });
  });

  it('limits the length of the texts', () => {
    expect(
      stepErrors(2, validTripForm({ yachtName: 'y'.repeat(101), registrationNumber: 'r'.repeat(51) })),
    ).toEqual({ yachtName: 'validation.too_long', registrationNumber: 'validation.too_long' });
  });
});
