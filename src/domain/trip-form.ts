import { isCalendarDate } from './trip-days.ts';
import { maxCrewMembers, maxVisitedPorts } from './trip-enums.ts';
import {
  alwaysCheck,
  captainRules,
  crewRules,
  cruiseRules,
  flag,
  requireEndNotBeforeStart,
  requireSeaTimeWithinTrip,
  requireTextForOther,
  visitedPortRules,
  yachtRules,
} from './trip-rules.ts';
import { z } from './validation.ts';

/** Step 1, Captain: names, phone and licence required; the other-licence text when the type is "_other". */
export const captainStepSchema = z.object(captainRules).superRefine((data, ctx) => {
  requireTextForOther(data, ctx, 'licenseType', 'otherLicense', 'trips.form.other_license_required');
}, alwaysCheck);

/** Step 2, Yacht: name, registration, home port and hull length required; engines and power may be 0. */
export const yachtStepSchema = z.object(yachtRules);

export const visitedPortFormSchema = z.object({
  name: visitedPortRules.name,
  isTidalPort: flag,
  arrivalDate: visitedPortRules.arrivalDate.optional(),
  departureDate: visitedPortRules.departureDate.optional(),
  lat: visitedPortRules.lat.optional(),
  lon: visitedPortRules.lon.optional(),
});

const formSeaTimeNames = {
  night: 'nightHours',
  sailing: 'sailingHours',
  engine: 'engineHours',
  distance: 'distance',
  passages: 'passages',
} as const;

/** Step 3, Cruise details: ports, distance, dates (end not before start), hours; mooring hours optional. */
export const cruiseStepSchema = z
  .object({
    ...cruiseRules,
    visitedPorts: z.array(visitedPortFormSchema).max(maxVisitedPorts, 'validation.too_many'),
  })
  .superRefine((data, ctx) => {
    requireEndNotBeforeStart(data, ctx, 'embarkationDate', 'disembarkationDate');
    requireSeaTimeWithinTrip(data, ctx, formSeaTimeNames);
  }, alwaysCheck);

export const crewMemberFormSchema = z.object(crewRules).superRefine((data, ctx) => {
  requireTextForOther(data, ctx, 'role', 'otherRole', 'trips.form.crew.other_role_required');
  requireTextForOther(data, ctx, 'licenseType', 'otherLicense', 'trips.form.crew.other_license_required');
}, alwaysCheck);

/** Step 4, Crew: optional, but every member listed needs a name, role and the captain's assessment. */
export const crewStepSchema = z.object({
  crewMembers: z.array(crewMemberFormSchema).max(maxCrewMembers, 'validation.too_many'),
});

/** The schema of each step by its number; step 5 (summary) has nothing of its own to check. */
export const tripStepSchemas = {
  1: captainStepSchema,
  2: yachtStepSchema,
  3: cruiseStepSchema,
  4: crewStepSchema,
} as const;

export interface VisitedPortFormValues {
  name: string;
  isTidalPort: boolean;
  /** Kept from a loaded trip so an edit does not lose them; the form has no field for them. */
  arrivalDate?: string | null;
  departureDate?: string | null;
  /** Where the port lies, from a track's stop or a chosen suggestion; no field shows them. */
  lat?: number | null;
  lon?: number | null;
}

export interface PassageFormValues {
  from: string;
  to: string;
  distance: string;
  overnight: boolean;
}

export interface CrewMemberFormValues {
  fullName: string;
  email: string;
  phone: string;
  role: string;
  otherRole: string;
  licenseType: string;
  otherLicense: string;
  licenseNumber: string;
  captainOpinion: string;
  performance: string;
  seasickness: string;
  resistance: string;
  captainNotes: string;
  /** The linked student's account, picked from the captain's students; null for anyone else. */
  studentId: number | null;
}

/** What the trip form holds (the client names); numbers are text as typed. */
export interface TripFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  licenseType: string;
  licenseNumber: string;
  otherLicense: string;
  yachtName: string;
  registrationNumber: string;
  homePort: string;
  hullLength: string;
  enginesCount: string;
  enginePower: string;
  yachtType: string;
  yachtOwnerName: string;
  yachtOwnerAddress: string;
  embarkationPort: string;
  isEmbarkationTidalPort: boolean;
  disembarkationPort: string;
  isDisembarkationTidalPort: boolean;
  visitedPorts: VisitedPortFormValues[];
  distance: string;
  embarkationDate: string;
  disembarkationDate: string;
  sailingHours: string;
  engineHours: string;
  mooringHours: string;
  tidalHours: string;
  nightHours: string;
  roleOnBoard: string;
  waters: string;
  passages: PassageFormValues[];
  logbookNumber: string;
  captainNotes: string;
  crewMembers: CrewMemberFormValues[];
  /** The uploaded track (POST /api/tracks) the trip takes; null for none. */
  trackId: number | null;
}

export const emptyVisitedPort = (): VisitedPortFormValues => ({ name: '', isTidalPort: false });

export const emptyPassage = (): PassageFormValues => ({ from: '', to: '', distance: '', overnight: false });

export const emptyCrewMember = (): CrewMemberFormValues => ({
  fullName: '',
  email: '',
  phone: '',
  role: '',
  otherRole: '',
  licenseType: '',
  otherLicense: '',
  licenseNumber: '',
  captainOpinion: '',
  performance: '',
  seasickness: '',
  resistance: '',
  captainNotes: '',
  studentId: null,
});

/** A new trip: one empty visited-port row, no crew, every number "0" (mooring hours too). */
export function emptyTripForm(): TripFormValues {
  return {
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
    visitedPorts: [emptyVisitedPort()],
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
  };
}

/** Removing the last visited-port row leaves one empty row. */
export function removeVisitedPort(ports: readonly VisitedPortFormValues[], index: number) {
  const rest = ports.filter((_, i) => i !== index);
  return rest.length > 0 ? rest : [emptyVisitedPort()];
}

/** Moving the start date past the end date clears the end date (text still being typed is no date yet). */
export function withEmbarkationDate<T extends Pick<TripFormValues, 'embarkationDate' | 'disembarkationDate'>>(
  values: T,
  embarkationDate: string,
): T {
  const clearEnd =
    isCalendarDate(embarkationDate) &&
    isCalendarDate(values.disembarkationDate) &&
    embarkationDate > values.disembarkationDate;
  return { ...values, embarkationDate, disembarkationDate: clearEnd ? '' : values.disembarkationDate };
}

/** The form's field paths, so an issue path from a step schema names the field to mark. */
export function issueFieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Validates one step: the field paths with their first message key; empty when the step is valid. */
export function stepErrors(
  step: keyof typeof tripStepSchemas,
  values: TripFormValues,
): Record<string, string> {
  const result = tripStepSchemas[step].safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issueFieldPath(issue.path);
    errors[path] ??= issue.message;
  }
  return errors;
}
