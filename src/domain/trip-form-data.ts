import { canonicalLicence, matchLicenceType } from './licence.ts';
import type { Trip } from './trip.ts';
import { emptyVisitedPort, type TripFormValues } from './trip-form.ts';
import type { TripRequestBody } from './trip-request.ts';

/** Numbers back to the text a form field holds. */
const numberText = (value: number | null) => (value === null ? '' : String(value));

/** A loaded trip into the form (edit mode); a licence in another spelling opens as its list value. */
export function tripToFormValues(trip: Trip): TripFormValues {
  return {
    firstName: trip.captain.first_name,
    lastName: trip.captain.last_name,
    email: trip.captain.email,
    phone: trip.captain.phone,
    licenseType: canonicalLicence(trip.captain.license_type),
    licenseNumber: trip.captain.license_number,
    otherLicense: trip.captain.other_license,
    yachtName: trip.yacht_name,
    registrationNumber: trip.registration_number,
    homePort: trip.home_port,
    hullLength: numberText(trip.hull_length),
    enginesCount: numberText(trip.engines_count),
    enginePower: numberText(trip.engine_power),
    yachtType: trip.yacht_type,
    yachtOwnerName: trip.yacht_owner_name,
    yachtOwnerAddress: trip.yacht_owner_address,
    embarkationPort: trip.embarkation_port,
    isEmbarkationTidalPort: trip.is_embarkation_tidal_port,
    disembarkationPort: trip.disembarkation_port,
    isDisembarkationTidalPort: trip.is_disembarkation_tidal_port,
    visitedPorts:
      trip.visited_ports.length > 0
        ? trip.visited_ports.map((port) => ({
            name: port.name,
            isTidalPort: port.is_tidal,
            arrivalDate: port.arrival_date,
            departureDate: port.departure_date,
            lat: port.lat,
            lon: port.lon,
          }))
        : [emptyVisitedPort()],
    distance: numberText(trip.distance),
    embarkationDate: trip.embarkation_date,
    disembarkationDate: trip.disembarkation_date,
    sailingHours: numberText(trip.sailing_hours),
    engineHours: numberText(trip.engine_hours),
    mooringHours: numberText(trip.mooring_hours),
    tidalHours: numberText(trip.tidal_hours),
    nightHours: numberText(trip.night_hours),
    roleOnBoard: trip.role_on_board,
    waters: trip.waters,
    passages: trip.passages.map((passage) => ({ ...passage, distance: numberText(passage.distance) })),
    logbookNumber: trip.logbook_number,
    captainNotes: trip.captain_notes,
    crewMembers: trip.crew_members.map((member) => ({
      fullName: member.full_name,
      email: member.email,
      phone: member.phone,
      role: member.role,
      otherRole: member.other_role,
      licenseType: canonicalLicence(member.license_type),
      otherLicense: member.other_license,
      licenseNumber: member.license_number,
      captainOpinion: member.captain_opinion,
      performance: member.performance,
      seasickness: member.seasickness,
      resistance: member.resistance,
      captainNotes: member.captain_notes,
      studentId: member.student_id,
    })),
    // The trip's own track stays by leaving track_id out; the form holds only a newly uploaded one.
    trackId: null,
  };
}

/**
 * The form as the request body (the first reading of every field). On submit visited ports with empty names
 * are dropped and names trimmed, and crew members without a name are dropped.
 */
export function formValuesToRequest(values: TripFormValues): TripRequestBody {
  return {
    captain: {
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email,
      phone: values.phone,
      license_type: values.licenseType,
      license_number: values.licenseNumber,
      other_license: values.otherLicense,
    },
    yacht_name: values.yachtName,
    registration_number: values.registrationNumber,
    home_port: values.homePort,
    hull_length: values.hullLength,
    engines_count: values.enginesCount,
    engine_power: values.enginePower,
    yacht_type: values.yachtType,
    yacht_owner_name: values.yachtOwnerName,
    yacht_owner_address: values.yachtOwnerAddress,
    embarkation_port: values.embarkationPort,
    is_embarkation_tidal_port: values.isEmbarkationTidalPort,
    disembarkation_port: values.disembarkationPort,
    is_disembarkation_tidal_port: values.isDisembarkationTidalPort,
    visited_ports: values.visitedPorts
      .map((port) => ({ ...port, name: port.name.trim() }))
      .filter((port) => port.name !== '')
      .map((port) => ({
        name: port.name,
        is_tidal: port.isTidalPort,
        ...(port.arrivalDate ? { arrival_date: port.arrivalDate } : {}),
        ...(port.departureDate ? { departure_date: port.departureDate } : {}),
        ...(typeof port.lat === 'number' && typeof port.lon === 'number'
          ? { lat: port.lat, lon: port.lon }
          : {}),
      })),
    distance: values.distance,
    embarkation_date: values.embarkationDate,
    disembarkation_date: values.disembarkationDate,
    sailing_hours: values.sailingHours,
    engine_hours: values.engineHours,
    mooring_hours: values.mooringHours,
    tidal_hours: values.tidalHours,
    night_hours: values.nightHours,
    role_on_board: values.roleOnBoard,
    waters: values.waters,
    passages: values.passages
      .filter(
        (passage) => passage.from.trim() !== '' || passage.to.trim() !== '' || passage.distance.trim() !== '',
      )
      .map((passage) => ({ ...passage, from: passage.from.trim(), to: passage.to.trim() })),
    logbook_number: values.logbookNumber,
    captain_notes: values.captainNotes,
    crew_members: values.crewMembers
      .filter((member) => member.fullName.trim() !== '')
      .map((member) => ({
        full_name: member.fullName.trim(),
        email: member.email,
        phone: member.phone,
        role: member.role,
        other_role: member.otherRole,
        license_type: member.licenseType,
        other_license: member.otherLicense,
        license_number: member.licenseNumber,
        captain_opinion: member.captainOpinion,
        performance: member.performance,
        seasickness: member.seasickness,
        resistance: member.resistance,
        captain_notes: member.captainNotes,
        student_id: member.studentId,
      })),
    ...(values.trackId === null ? {} : { track_id: values.trackId }),
  };
}

export interface CaptainProfileLike {
  first_name: string;
  last_name: string;
  phone: string;
  license_type: string;
  license_number: string;
  other_license: string;
}

/**
 * Step 1 filled from the captain profile: the licence type is matched against the list case-insensitively,
 * anything else becomes "_other" with the stored text; the account e-mail is offered as the default.
 */
export function captainFromProfile(
  profile: CaptainProfileLike | null,
  accountEmail: string,
): Pick<
  TripFormValues,
  'firstName' | 'lastName' | 'email' | 'phone' | 'licenseType' | 'licenseNumber' | 'otherLicense'
> {
  const type = matchLicenceType(profile?.license_type);
  const unmatched = type === '_other' && profile?.license_type.trim().toLowerCase() !== '_other';
  return {
    firstName: profile?.first_name ?? '',
    lastName: profile?.last_name ?? '',
    email: accountEmail,
    phone: profile?.phone ?? '',
    licenseType: type,
    licenseNumber: profile?.license_number ?? '',
    otherLicense: unmatched ? (profile?.license_type.trim() ?? '') : (profile?.other_license ?? ''),
  };
}

export interface YachtLike {
  name: string;
  registration_number: string;
  home_port: string;
  hull_length: number;
  engines_count: number;
  engine_power: number;
  type: string;
  owner_name: string;
  owner_address: string;
}

/** Step 2 filled from a yacht chosen in the search. */
export function yachtToFormValues(
  yacht: YachtLike,
): Pick<
  TripFormValues,
  | 'yachtName'
  | 'registrationNumber'
  | 'homePort'
  | 'hullLength'
  | 'enginesCount'
  | 'enginePower'
  | 'yachtType'
  | 'yachtOwnerName'
  | 'yachtOwnerAddress'
> {
  return {
    yachtName: yacht.name,
    registrationNumber: yacht.registration_number,
    homePort: yacht.home_port,
    hullLength: String(yacht.hull_length),
    enginesCount: String(yacht.engines_count),
    enginePower: String(yacht.engine_power),
    yachtType: yacht.type,
    yachtOwnerName: yacht.owner_name,
    yachtOwnerAddress: yacht.owner_address,
  };
}

const captainFields: Record<string, keyof TripFormValues> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  license_type: 'licenseType',
  license_number: 'licenseNumber',
  other_license: 'otherLicense',
};

const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A field named in a 422 answer ("captain.first_name", "crew_members.1.full_name", "visited_ports.0.is_tidal")
 * as the form's field path ("firstName", "crewMembers.1.fullName", "visitedPorts.0.isTidalPort").
 */
export function formFieldOfRequestField(field: string): string {
  const [head, ...rest] = field.split('.');
  if (head === 'captain') return captainFields[rest[0] ?? ''] ?? 'firstName';
  if (head === 'visited_ports') {
    const [index, name] = rest;
    return ['visitedPorts', index, name === 'is_tidal' ? 'isTidalPort' : name && camel(name)]
      .filter(Boolean)
      .join('.');
  }
  if (head === 'crew_members') {
    const [index, name] = rest;
    return ['crewMembers', index, name && camel(name)].filter(Boolean).join('.');
  }
  return camel(field);
}
