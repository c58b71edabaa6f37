import { type CaptainProfileLike, captainFromProfile } from '#domain/trip-form-data.ts';
import { normaliseHeader } from '#domain/trip-transfer/columns.ts';
import type { Yacht } from '#domain/yacht.ts';
import type { TripBody } from './rows-from-tables.ts';

/** What the trip form fills in by itself: the captain's profile and account e-mail, and the captain's yachts. */
export interface AccountDefaults {
  profile: CaptainProfileLike | null;
  email: string;
  yachts: readonly Yacht[];
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

/** The captain's yacht with the row's registration number, or failing that its name. */
function yachtOf(trip: TripBody, yachts: readonly Yacht[]): Yacht | undefined {
  const registration = looseKey(trip.registration_number);
  const name = looseKey(trip.yacht_name);
  return (
    (registration === ''
      ? undefined
      : yachts.find((y) => looseKey(y.registration_number) === registration)) ??
    (name === '' ? undefined : yachts.find((y) => looseKey(y.name) === name))
  );
}

/** The yacht's fields the row left blank, from the captain's yacht of the same registration or name. */
function fillYacht(trip: TripBody, yachts: readonly Yacht[]) {
  const yacht = yachtOf(trip, yachts);
  if (!yacht) return;
  const fromYacht: Record<string, string | number> = {
    yacht_name: yacht.name,
    registration_number: yacht.registration_number,
    home_port: yacht.home_port,
    hull_length: yacht.hull_length,
    engines_count: yacht.engines_count,
    engine_power: yacht.engine_power,
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
