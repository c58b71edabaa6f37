import { type CaptainProfileLike, captainFromProfile } from '#domain/trip-form-data.ts';
import { normaliseHeader } from '#domain/trip-transfer/columns.ts';
import type { Yacht } from '#domain/yacht.ts';
import type { TripBody } from './rows-from-tables.ts';

/** What the trip form fills in by itself: the captain's profile and account e-mail, and the captain's yachts. */
export interface AccountDefaults {
  profile: CaptainProfileLike | null;
  email: string;
  yachts: YachtIndex;
}

/** The captain's yachts by loose registration number and by loose name (the first of equal keys wins). */
export interface YachtIndex {
  byRegistration: ReadonlyMap<string, Yacht>;
  byName: ReadonlyMap<string, Yacht>;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Registration numbers and names compared without case, accents, spaces or punctuation. */
export const looseKey = (value: unknown) =>
  typeof value === 'string' ? normaliseHeader(value).replace(/ /g, '') : '';

/**
 * The captain as the form fills it from the profile: each required field the file left blank or had no column
 * for; the optional e-mail and other licence only when the file had no column for them (a blank one was meant).
 */
function fillCaptain(captain: Record<string, unknown>, defaults: AccountDefaults) {
  const form = captainFromProfile(defaults.profile, defaults.email);
  const fromProfile: Record<string, string> = {
    first_name: form.firstName,
    last_name: form.lastName,
    phone: form.phone,
    license_type: form.licenseType,
    license_number: form.licenseNumber,
  };
  const licenceFilled = isBlank(captain.license_type) && form.licenseType !== '';
  for (const [field, value] of Object.entries(fromProfile)) {
    if (isBlank(captain[field]) && value !== '') captain[field] = value;
  }
  if (captain.email === undefined) captain.email = form.email;
  if (captain.other_license === undefined || (licenceFilled && isBlank(captain.other_license)))
    captain.other_license = form.otherLicense;
}

/** Built once per import, so each row looks its yacht up instead of folding every yacht's name again. */
export function yachtIndex(yachts: readonly Yacht[]): YachtIndex {
  const byRegistration = new Map<string, Yacht>();
  const byName = new Map<string, Yacht>();
  for (const yacht of yachts) {
    const registration = looseKey(yacht.registration_number);
    const name = looseKey(yacht.name);
    if (registration !== '' && !byRegistration.has(registration)) byRegistration.set(registration, yacht);
    if (name !== '' && !byName.has(name)) byName.set(name, yacht);
  }
  return { byRegistration, byName };
}

/** The captain's yacht with the row's registration number, or failing that its name. */
function yachtOf(trip: TripBody, yachts: YachtIndex): Yacht | undefined {
  return (
    yachts.byRegistration.get(looseKey(trip.registration_number)) ??
    yachts.byName.get(looseKey(trip.yacht_name))
  );
}

/** The yacht's fields the row left blank, from the captain's yacht of the same registration or name. */
function fillYacht(trip: TripBody, yachts: YachtIndex) {
  const yacht = yachtOf(trip, yachts);
  if (!yacht) return;
  const fromYacht: Record<string, string | number> = {
    yacht_name: yacht.name,
    registration_number: yacht.registration_number,
    home_port: yacht.home_port,
    hull_length: yacht.hull_length,
    engines_count: yacht.engines_count,
    engine_power: yacht.engine_power,
    yacht_type: yacht.type,
    yacht_owner_name: yacht.owner_name,
    yacht_owner_address: yacht.owner_address,
  };
  for (const [field, value] of Object.entries(fromYacht)) if (isBlank(trip[field])) trip[field] = value;
}

/** A spreadsheet row completed as the trip form would be: the captain from the profile, the yacht from the list. */
export function fillFromAccount(trip: TripBody, defaults: AccountDefaults): TripBody {
  const captain =
    typeof trip.captain === 'object' && trip.captain !== null ? { ...(trip.captain as object) } : {};
  fillCaptain(captain as Record<string, unknown>, defaults);
  const filled = { ...trip, captain };
  fillYacht(filled, defaults.yachts);
  return filled;
}
