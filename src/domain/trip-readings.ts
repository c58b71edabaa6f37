/**
 * A served trip comes in several readings (nested, flat or single-name captain, other flag names). This brings any of them to the one
 * shape we send: snake_case, the captain nested in `captain`, the tidal flags as is_*_tidal_port, visited ports
 * as {name, is_tidal, arrival_date, departure_date} and crew members in snake_case with full_name.
 * Anything it does not recognise is passed on unchanged, so the schema that follows can refuse it.
 */

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Moves `from` to `to` unless `to` is already set. */
function rename(target: Json, from: string, to: string) {
  if (from in target) {
    if (target[to] === undefined) target[to] = target[from];
    delete target[from];
  }
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Fields a served trip carries that a client may send back unchanged; the server sets them itself. */
const readOnlyFields = [
  'id',
  'status',
  'created_at',
  'updated_at',
  'tidal_ports_count',
  'user_id',
  'has_track',
];

const captainFlatFields: Record<string, string> = {
  captain_first_name: 'first_name',
  captain_last_name: 'last_name',
  captain_email: 'email',
  captain_phone: 'phone',
  license_type: 'license_type',
  license_number: 'license_number',
  other_license: 'other_license',
  custom_license: 'other_license',
  captain_license_type: 'license_type',
  captain_license_number: 'license_number',
  captain_other_license: 'other_license',
};

const captainCamelFields: Record<string, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  licenseType: 'license_type',
  licenseNumber: 'license_number',
  otherLicense: 'other_license',
  custom_license: 'other_license',
};

function splitName(name: unknown): { first_name?: unknown; last_name?: unknown } {
  if (typeof name !== 'string') return { first_name: name };
  const text = name.trim();
  const space = text.indexOf(' ');
  return space < 0
    ? { first_name: text, last_name: '' }
    : { first_name: text.slice(0, space), last_name: text.slice(space + 1).trim() };
}

function normalizeCaptain(trip: Json) {
  const captain: Json = isObject(trip.captain) ? { ...trip.captain } : {};
  for (const [from, to] of Object.entries(captainCamelFields)) rename(captain, from, to);
  if ('name' in captain && captain.first_name === undefined) {
    Object.assign(captain, splitName(captain.name));
    delete captain.name;
  }
  for (const [flat, field] of Object.entries(captainFlatFields)) {
    if (flat in trip) {
      if (captain[field] === undefined) captain[field] = trip[flat];
      delete trip[flat];
    }
  }
  if ('captain_name' in trip) {
    if (captain.first_name === undefined && captain.last_name === undefined) {
      Object.assign(captain, splitName(trip.captain_name));
    }
    delete trip.captain_name;
  }
  if (Object.keys(captain).length > 0 || trip.captain !== undefined) {
    trip.captain = isObject(trip.captain) || trip.captain === undefined ? captain : trip.captain;
  }
}

function normalizePort(port: unknown): unknown {
  if (typeof port === 'string') return { name: port.trim(), is_tidal: false };
  if (!isObject(port)) return port;
  const copy: Json = { ...port };
  for (const from of ['is_tidal_port', 'isTidalPort', 'isTidal', 'tidal']) rename(copy, from, 'is_tidal');
  rename(copy, 'arrivalDate', 'arrival_date');
  rename(copy, 'departureDate', 'departure_date');
  delete copy.id;
  delete copy.position;
  copy.name = trimmed(copy.name);
  copy.is_tidal ??= false;
  return copy;
}

const crewCamelFields: Record<string, string> = {
  fullName: 'full_name',
  firstName: 'first_name',
  lastName: 'last_name',
  otherRole: 'other_role',
  licenseType: 'license_type',
  license: 'license_type',
  otherLicense: 'other_license',
  licenseNumber: 'license_number',
  captainOpinion: 'captain_opinion',
  captainNotes: 'captain_notes',
};

function normalizeCrewMember(member: unknown, mode: Reading): unknown {
  if (!isObject(member)) return member;
  const copy: Json = { ...member };
  for (const [from, to] of Object.entries(crewCamelFields)) rename(copy, from, to);
  // A blank full_name or name (null, "") is no name: the member may still carry first_name and last_name.
  if (isBlank(copy.full_name)) {
    if (!isBlank(copy.name)) copy.full_name = copy.name;
    else if ('first_name' in copy || 'last_name' in copy) {
      copy.full_name = [copy.first_name, copy.last_name]
        .filter((part) => typeof part === 'string' && part.trim())
        .map((part) => (part as string).trim())
        .join(' ');
    }
  }
  delete copy.name;
  delete copy.first_name;
  delete copy.last_name;
  // The member's id and the student's confirmation are the server's to set; a served trip sent back keeps them out.
  if (mode === 'request') {
    delete copy.id;
    delete copy.confirmation;
  }
  delete copy.position;
  copy.full_name = trimmed(copy.full_name);
  return copy;
}

/** A request (the server sets ids, status and dates itself) or a served trip (the web app keeps them). */
export type Reading = 'request' | 'served';

/** See the file's comment; used to read requests (server) and served trips (web). */
export function normalizeTripAliases(raw: unknown, mode: Reading = 'request'): unknown {
  if (!isObject(raw)) return raw;
  const trip: Json = { ...raw };
  if (mode === 'request') for (const field of readOnlyFields) delete trip[field];
  rename(trip, 'embarkation_is_tidal_port', 'is_embarkation_tidal_port');
  rename(trip, 'disembarkation_is_tidal_port', 'is_disembarkation_tidal_port');
  rename(trip, 'visitedPorts', 'visited_ports');
  rename(trip, 'crewMembers', 'crew_members');
  rename(trip, 'crew', 'crew_members');
  normalizeCaptain(trip);
  if (Array.isArray(trip.visited_ports)) {
    trip.visited_ports = trip.visited_ports
      .map(normalizePort)
      .filter((port) => !(isObject(port) && isBlank(port.name)));
  }
  if (Array.isArray(trip.crew_members)) {
    trip.crew_members = trip.crew_members
      .map((member) => normalizeCrewMember(member, mode))
      .filter((member) => !(isObject(member) && isBlank(member.full_name)));
  }
  return trip;
}
