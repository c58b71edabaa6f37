import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json' with { type: 'json' };
import pl from '#locales/pl.json' with { type: 'json' };
import { licenceTypes } from './licence.ts';
import { tripStatusRequestSchema } from './trip.ts';
import {
  captainOpinions,
  crewAssessmentLabels,
  crewLicenceTypes,
  crewRoles,
  performanceGrades,
  resistanceGrades,
  seasicknessLevels,
  tripStatuses,
} from './trip-enums.ts';
import { emptyCrewMember, emptyTripForm, stepErrors, type TripFormValues } from './trip-form.ts';
import { tripRequestSchema } from './trip-request.ts';
import { validCrewMember, validTripForm, validTripRequest } from './trip-test-support.ts';

/** Every message a trip schema can produce and every enumeration value has a text in both languages. */

const catalogues = { en, pl } as Record<string, unknown>;

function text(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

function missing(keys: Iterable<string>): string[] {
  return Object.entries(catalogues).flatMap(([language, catalogue]) =>
    [...keys]
      .filter((key) => {
        const value = text(catalogue, key);
        return typeof value !== 'string' || value.trim() === '';
      })
      .map((key) => `${language}: ${key}`),
  );
}

/** The messages of the forms' steps and the request for a range of bad input. */
function producedMessages(): Set<string> {
  const found = new Set<string>();
  const form = (values: Partial<TripFormValues>) => {
    for (const step of [1, 2, 3, 4] as const)
      for (const message of Object.values(stepErrors(step, { ...emptyTripForm(), ...values })))
        found.add(message);
  };
  const request = (body: unknown) => {
    for (const issue of tripRequestSchema.safeParse(body).error?.issues ?? []) found.add(issue.message);
  };
  form({});
  form({ crewMembers: [emptyCrewMember()] });
  form({ licenseType: '_other', email: 'x@', hullLength: '-1', enginesCount: '1.5', enginePower: '1.25' });
  form({ distance: '1.25', sailingHours: 'x', tidalHours: '100001', firstName: 'a'.repeat(61) });
  form({ sailingHours: '1.255', engineHours: '12:60', distance: 'x' });
  form({ embarkationDate: '2026-05-08', disembarkationDate: '2026-05-07', hullLength: '1.234' });
  form({ embarkationDate: '2026-02-30', visitedPorts: Array(51).fill({ name: '', isTidalPort: false }) });
  form({ crewMembers: [validCrewMember({ role: '_other', licenseType: '_other', seasickness: 'x' })] });
  form({ ...validTripForm(), crewMembers: Array(51).fill(validCrewMember()) });
  request(null);
  request('trip');
  request({});
  request({ ...validTripRequest(), weather: 'fair', yacht_name: 5, hull_length: {} });
  for (const status of [undefined, 'done']) {
    for (const issue of tripStatusRequestSchema.safeParse({ status }).error?.issues ?? [])
      found.add(issue.message);
  }
  return found;
}

describe('the messages of the trip schemas', () => {
  const produced = producedMessages();

  it('are the catalogue keys the trip rules use', () => {
    expect([...produced].sort()).toEqual(
      [
        'trips.form.first_name_required',
        'trips.form.last_name_required',
        'trips.form.phone_required',
        'trips.form.license_type_required',
        'trips.form.license_number_required',
        'trips.form.other_license_required',
        'trips.form.yacht_name_required',
        'trips.form.registration_number_required',
        'trips.form.home_port_required',
        'trips.form.hull_length_required',
        'trips.form.engines_count_required',
        'trips.form.engine_power_required',
        'trips.form.embarkation_port_required',
        'trips.form.disembarkation_port_required',
        'trips.form.distance_required',
        'trips.form.embarkation_date_required',
        'trips.form.disembarkation_date_required',
        'trips.form.date_invalid',
        'trips.form.end_before_start',
        'trips.form.sailing_hours_required',
        'trips.form.engine_hours_required',
        'trips.form.tidal_hours_required',
        'trips.form.crew.full_name_required',
        'trips.form.crew.role_required',
        'trips.form.crew.other_role_required',
        'trips.form.crew.other_license_required',
        'trips.form.crew.captain_opinion_required',
        'trips.form.crew.performance_required',
        'trips.form.crew.seasickness_required',
        'trips.form.crew.resistance_required',
        'trips.status.required',
        'trips.status.invalid',
        'validation.required',
        'validation.invalid_type',
        'validation.too_long',
        'validation.too_big',
        'validation.too_many',
        'validation.email',
        'validation.invalid_option',
        'validation.unknown_field',
        'validation.not_negative',
        'validation.whole_number',
        'validation.decimals_1',
        'validation.decimals_2',
        'validation.number_invalid',
        'validation.hours_invalid',
        'validation.hours_decimals',
        'validation.hours_minutes',
      ].sort(),
    );
  });

  it('have a text in English and Polish', () => {
    expect(missing(produced)).toEqual([]);
  });

  it('include every key written in the trip rule files, each with a text in both languages', () => {
    const files = ['trip-rules.ts', 'trip-form.ts', 'trip-request.ts', 'trip.ts', 'validation.ts'];
    const written = new Set(
      files.flatMap((file) =>
        [
          ...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(
            /'((?:trips|validation)\.[\w.]+)'/g,
          ),
        ].map((match) => match[1] as string),
      ),
    );
    expect(written.has('trips.form.end_before_start')).toBe(true);
    expect(written.has('trips.form.port_name_required')).toBe(true);
    expect(missing(written)).toEqual([]);
  });
});

describe('the labels of the enumerations', () => {
  it('have a label for every trip status', () => {
    expect(missing(tripStatuses.map((status) => `trips.status.values.${status}`))).toEqual([]);
  });

  it('have a label for every crew role, _other included', () => {
    expect(missing(crewRoles.map((role) => `trips.roles.${role === '_other' ? 'other' : role}`))).toEqual([]);
  });

  it('have a label for every value of the crew assessments, the label-only ones included', () => {
    const keys = Object.entries(crewAssessmentLabels).flatMap(([kind, values]) =>
      values.map((value) => `trips.${kind}.${value}`),
    );
    expect(keys).toContain('trips.performance.excellent');
    expect(keys).toContain('trips.captain_opinion.unknown');
    expect(missing(keys)).toEqual([]);
  });

  it('label every value the form offers (the form lists are within the labelled ones)', () => {
    const offered = { captainOpinions, performanceGrades, seasicknessLevels, resistanceGrades };
    const labelled = {
      captainOpinions: crewAssessmentLabels.captain_opinion,
      performanceGrades: crewAssessmentLabels.performance,
      seasicknessLevels: crewAssessmentLabels.seasickness,
      resistanceGrades: crewAssessmentLabels.resistance,
    };
    for (const [list, values] of Object.entries(offered)) {
      const withLabel: readonly string[] = labelled[list as keyof typeof labelled];
      expect(values.filter((value) => !withLabel.includes(value))).toEqual([]);
    }
  });

  it('have a label for every crew licence: the crew-only value under trips.crew_licences, the rest under licence.types', () => {
    const captainLicences: readonly string[] = licenceTypes;
    const crewOnly = crewLicenceTypes.filter((type) => !captainLicences.includes(type));
    // The other crew values are other spellings of listed licences (licenceAliases).
    expect(crewOnly).toEqual(['starszy_oficer']);
    expect(missing(crewOnly.map((type) => `trips.crew_licences.${type}`))).toEqual([]);
    // "_other" is stored as licence.types.other: i18next reads a key ending in "_other" as a plural form.
    const shared = crewLicenceTypes
      .filter((type) => captainLicences.includes(type))
      .map((type) => `licence.types.${type === '_other' ? 'other' : type}`);
    expect(shared).toHaveLength(14);
    expect(missing(shared)).toEqual([]);
  });

  it('list every captain licence among the crew licences', () => {
    expect(licenceTypes.filter((type) => !(crewLicenceTypes as readonly string[]).includes(type))).toEqual(
      [],
    );
  });
});
