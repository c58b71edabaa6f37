import { listedLicenceTypes, otherLicence } from './licence.ts';

/** Premium captains keep at most this many trips (deleted ones do not count). */
export const tripLimit = 350;
/** Steps of the trip form. */
export const tripFormSteps = 5;
export const maxVisitedPorts = 50;
export const maxCrewMembers = 50;

export const tripStatuses = ['planned', 'in_progress', 'completed', 'cancelled'] as const;
export type TripStatus = (typeof tripStatuses)[number];

/**
 * planned -> in_progress -> completed, and planned or in_progress -> cancelled. Completed and cancelled are
 * final; everything else (including a change to the same status) is refused. See docs/trips.md.
 */
export const tripStatusTransitions: Record<TripStatus, readonly TripStatus[]> = {
  planned: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canChangeTripStatus(from: TripStatus, to: TripStatus): boolean {
  return tripStatusTransitions[from].includes(to);
}

/**
 * The status a new trip starts with, read from its dates: a trip that has ended is completed, one that has not
 * started is planned, and one under way today is in progress. `today` is YYYY-MM-DD.
 */
export function initialTripStatus(embarkation: string, disembarkation: string, today: string): TripStatus {
  if (disembarkation < today) return 'completed';
  if (embarkation > today) return 'planned';
  return 'in_progress';
}

export const otherOption = '_other';

export const crewRoles = [
  'crew',
  'first_officer',
  'second_officer',
  'third_officer',
  'mechanic',
  'steward',
  '_other',
] as const;
export type CrewRole = (typeof crewRoles)[number];

/** The account holder's role on a trip: in command (the default; every older trip) or one of the crew roles. */
export const rolesOnBoard = [
  'skipper',
  'first_officer',
  'second_officer',
  'third_officer',
  'crew',
  'mechanic',
  'steward',
  '_other',
] as const;
export type RoleOnBoard = (typeof rolesOnBoard)[number];

/** Where a trip sailed: only sea trips count toward the sea licences (docs/sea-time.md). */
export const tripWaters = ['sea', 'inland'] as const;
export type TripWaters = (typeof tripWaters)[number];

/** At most this many notable passages on one trip. */
export const maxPassages = 50;

/**
 * The crew licence list: the captain licences, then the one crew value of the other reading that is not
 * another spelling of one of them (starszy_oficer), then "_other". The other spellings (jachtowy_sternik_morski,
 * kapitan_jachtowy, kapitan_motorowodny; see licenceAliases) are read as the licence they name.
 */
export const crewLicenceTypes = [...listedLicenceTypes, 'starszy_oficer', otherLicence] as const;
export type CrewLicenceType = (typeof crewLicenceTypes)[number];

/** What the form offers; the wider lists below are what a stored or imported trip may show. */
export const captainOpinions = ['positive', 'negative'] as const;
export const performanceGrades = ['very_good', 'good', 'sufficient', 'insufficient'] as const;
export const seasicknessLevels = ['none', 'mild', 'severe', 'unknown'] as const;
export const resistanceGrades = ['good', 'sufficient', 'insufficient', 'not_tested', 'unknown'] as const;

/** Every value that has a label (the detail view shows older values too). */
export const crewAssessmentLabels = {
  captain_opinion: ['positive', 'negative', 'unknown'],
  performance: ['very_good', 'good', 'sufficient', 'insufficient', 'excellent', 'average', 'poor', 'unknown'],
  seasickness: ['none', 'mild', 'severe', 'unknown'],
  resistance: ['good', 'sufficient', 'insufficient', 'not_tested', 'unknown'],
} as const;
