import { canonicalLicence, licenceTypes } from './licence.ts';
import { isCalendarDate } from './trip-days.ts';
import {
  captainOpinions,
  crewLicenceTypes,
  crewRoles,
  maxPassages,
  otherOption,
  performanceGrades,
  resistanceGrades,
  rolesOnBoard,
  seasicknessLevels,
  tripWaters,
} from './trip-enums.ts';
import { decimalNumber, hoursNumber, optionalText, requiredOr, z } from './validation.ts';

/**
 * The rules of every trip field, written once and keyed by the form's names. The form's steps use them as they
 * are (trip-form.ts); the API builds its snake_case request schema from the same rules (trip-request.ts).
 */

const requiredText = (key: string, max: number) =>
  z
    .string({ error: requiredOr(key) })
    .trim()
    // No abort here: an aborting issue would still make zod skip the cross-field checks below.
    .min(1, key)
    .max(max, 'validation.too_long');

// Built once: z.email() per call cost about 40 µs an address (bench/email-check.ts).
const emailFormat = z.email();
const optionalEmail = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z
    .string()
    .trim()
    .max(254, 'validation.too_long')
    .refine((text) => text === '' || emailFormat.safeParse(text).success, 'validation.email'),
);

/** A choice from a list: an empty choice is "required", anything else off the list is "not allowed". */
// The identity preprocess types the input as unknown, so the form may hand over the text it holds.
const choice = <T extends readonly [string, ...string[]]>(values: T, requiredKey: string) =>
  z.preprocess(
    (value) => value,
    z.enum(values, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? requiredKey
          : 'validation.invalid_option',
    }),
  );

/** An optional choice: empty (or missing) means none. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.union([z.literal(''), z.enum(values, { error: 'validation.invalid_option' })], {
      error: 'validation.invalid_option',
    }),
  );

/** Booleans as JSON booleans; 0/1 and "true"/"false" are read too. Missing means false. */
export const flag = z.preprocess((value) => {
  if (value === undefined || value === null || value === 0 || value === '0' || value === 'false')
    return false;
  if (value === 1 || value === '1' || value === 'true') return true;
  return value;
}, z.boolean());

export const calendarDate = (requiredKey: string) =>
  z
    .string({ error: requiredOr(requiredKey) })
    .trim()
    .min(1, { message: requiredKey, abort: true })
    .refine(isCalendarDate, 'trips.form.date_invalid');

const optionalDate = z.preprocess(
  (value) => (value === undefined || value === '' ? null : value),
  z.string().trim().refine(isCalendarDate, 'trips.form.date_invalid').nullable(),
);

/** Miles: 0 allowed, one decimal place. */
const measure = (requiredKey: string) => decimalNumber(requiredKey, 1, 100_000);

/** Hours: 0 allowed, two decimal places or h:mm (12:15 is 12.25). */
const hours = (requiredKey: string) => hoursNumber(requiredKey, 100_000);

const optionalHours = z.preprocess(
  (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
  hoursNumber('validation.required', 100_000).nullable(),
);

export const captainRules = {
  firstName: requiredText('trips.form.first_name_required', 60),
  lastName: requiredText('trips.form.last_name_required', 60),
  email: optionalEmail,
  phone: requiredText('trips.form.phone_required', 30),
  // Another spelling of a listed licence is stored as the list value (docs/trips.md, "Licences").
  licenseType: z.preprocess(canonicalLicence, choice(licenceTypes, 'trips.form.license_type_required')),
  licenseNumber: requiredText('trips.form.license_number_required', 60),
  otherLicense: optionalText(100),
};

export const yachtRules = {
  yachtName: requiredText('trips.form.yacht_name_required', 100),
  registrationNumber: requiredText('trips.form.registration_number_required', 50),
  homePort: requiredText('trips.form.home_port_required', 100),
  hullLength: decimalNumber('trips.form.hull_length_required', 2, 1000),
  enginesCount: decimalNumber('trips.form.engines_count_required', 0, 20),
  enginePower: decimalNumber('trips.form.engine_power_required', 1, 100_000),
  yachtType: optionalText(100),
  yachtOwnerName: optionalText(200),
  yachtOwnerAddress: optionalText(300),
};

/** A choice older clients may leave out: missing, null or empty reads as `fallback`. */
const choiceOr = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? fallback : value),
    z.enum(values, { error: 'validation.invalid_option' }),
  );

/** Hours older clients may leave out: missing or empty is 0. */
const hoursOrZero = z.preprocess(
  (value) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? 0 : value,
  hoursNumber('validation.required', 100_000),
);

/** A notable non-stop passage (sea-time schemes count them): both ends named, more than 0 miles. */
export const passageRules = z.object({
  from: requiredText('trips.form.passage.from_required', 100),
  to: requiredText('trips.form.passage.to_required', 100),
  distance: measure('trips.form.passage.distance_required').refine(
    (miles) => miles > 0,
    'trips.form.passage.distance_positive',
  ),
  overnight: flag,
});

export const cruiseRules = {
  embarkationPort: requiredText('trips.form.embarkation_port_required', 100),
  isEmbarkationTidalPort: flag,
  disembarkationPort: requiredText('trips.form.disembarkation_port_required', 100),
  isDisembarkationTidalPort: flag,
  distance: measure('trips.form.distance_required'),
  embarkationDate: calendarDate('trips.form.embarkation_date_required'),
  disembarkationDate: calendarDate('trips.form.disembarkation_date_required'),
  sailingHours: hours('trips.form.sailing_hours_required'),
  engineHours: hours('trips.form.engine_hours_required'),
  mooringHours: optionalHours,
  tidalHours: hours('trips.form.tidal_hours_required'),
  nightHours: hoursOrZero,
  roleOnBoard: choiceOr(rolesOnBoard, 'skipper'),
  waters: choiceOr(tripWaters, 'sea'),
  passages: z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z.array(passageRules, { error: 'validation.invalid_type' }).max(maxPassages, 'validation.too_many'),
  ),
  logbookNumber: optionalText(50),
  captainNotes: optionalText(5000),
};

/** A coordinate in degrees, or none. */
const coordinate = (limit: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    z
      .number({ error: 'validation.number_invalid' })
      .min(-limit, 'validation.too_small')
      .max(limit, 'validation.too_big')
      .nullable(),
  );

export const visitedPortRules = {
  name: optionalText(100),
  arrivalDate: optionalDate,
  departureDate: optionalDate,
  lat: coordinate(90),
  lon: coordinate(180),
};

export const crewRules = {
  fullName: requiredText('trips.form.crew.full_name_required', 120),
  email: optionalEmail,
  phone: optionalText(30),
  role: choice(crewRoles, 'trips.form.crew.role_required'),
  otherRole: optionalText(100),
  licenseType: z.preprocess(canonicalLicence, optionalChoice(crewLicenceTypes)),
  otherLicense: optionalText(100),
  licenseNumber: optionalText(60),
  captainOpinion: choice(captainOpinions, 'trips.form.crew.captain_opinion_required'),
  performance: choice(performanceGrades, 'trips.form.crew.performance_required'),
  seasickness: choice(seasicknessLevels, 'trips.form.crew.seasickness_required'),
  resistance: choice(resistanceGrades, 'trips.form.crew.resistance_required'),
  captainNotes: optionalText(2000),
  /** The student account this member is: one connected to the captain (the server checks; docs/students.md). */
  studentId: z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    z
      .number({ error: 'validation.invalid_type' })
      .int('validation.whole_number')
      .min(1, 'validation.too_small')
      .nullable(),
  ),
};

type RefineContext = z.core.$RefinementCtx;

/**
 * Cross-field checks run even when a field has its own error, so the user sees every problem at once; but only
 * on an object (a null or text body, captain or crew member is a type error, not something to read fields of).
 */
export const alwaysCheck = {
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

/** "_other" chosen in `select` makes the text field `text` required. */
export function requireTextForOther<K extends string>(
  data: Record<K, unknown>,
  ctx: RefineContext,
  select: K,
  text: K,
  message: string,
) {
  const written = data[text];
  if (data[select] === otherOption && !(typeof written === 'string' && written.trim())) {
    ctx.addIssue({ code: 'custom', path: [text], message });
  }
}

/** The end date may not come before the start date ('End date must be after start date'). */
export function requireEndNotBeforeStart<K extends string>(
  data: Partial<Record<K, unknown>>,
  ctx: RefineContext,
  start: K,
  end: K,
) {
  const from = data[start];
  const to = data[end];
  if (
    typeof from === 'string' &&
    typeof to === 'string' &&
    isCalendarDate(from) &&
    isCalendarDate(to) &&
    to < from
  ) {
    ctx.addIssue({ code: 'custom', path: [end], message: 'trips.form.end_before_start' });
  }
}

/** A number its own rule would pass as far as the sign goes (a negative one already has its own error). */
const isMeasure = (value: unknown): value is number => typeof value === 'number' && value >= 0;

/** The trip's field names for the checks below, in the form's or the API's naming. */
interface SeaTimeFieldNames<K extends string> {
  night: K;
  sailing: K;
  engine: K;
  distance: K;
  passages: K;
}

/**
 * Night hours are hours under way (sail + engine), so never more than them; a passage is part of the trip, so
 * never longer than its distance. Checked only where both sides are numbers (a field with its own error says so).
 */
export function requireSeaTimeWithinTrip<K extends string>(
  data: Partial<Record<K, unknown>>,
  ctx: RefineContext,
  names: SeaTimeFieldNames<K>,
) {
  const night = data[names.night];
  const sailing = data[names.sailing];
  const engine = data[names.engine];
  if (isMeasure(night) && isMeasure(sailing) && isMeasure(engine)) {
    if (night > sailing + engine + 1e-9)
      ctx.addIssue({ code: 'custom', path: [names.night], message: 'trips.form.night_hours_too_many' });
  }
  const distance = data[names.distance];
  const passages = data[names.passages];
  if (!isMeasure(distance) || !Array.isArray(passages)) return;
  passages.forEach((passage: unknown, index) => {
    const miles = (passage as { distance?: unknown } | null)?.distance;
    if (typeof miles === 'number' && miles > distance + 1e-9)
      ctx.addIssue({
        code: 'custom',
        path: [names.passages, index, 'distance'],
        message: 'trips.form.passage.distance_over_trip',
      });
  });
}
