import { canonicalLicence, licenceTypes, otherLicence } from './licence.ts';
import {
  crewAssessmentLabels,
  crewLicenceTypes,
  crewRoles,
  rolesOnBoard,
  tripStatuses,
  tripWaters,
} from './trip-enums.ts';

/** Any translator of catalogue keys: i18next's t in the web app, the server's translate in documents. */
export type TFunction = (key: string) => string;

/** The crew assessments that have labels: captain_opinion, performance, seasickness, resistance. */
export type AssessmentKind = keyof typeof crewAssessmentLabels;
export const assessmentKinds = Object.keys(crewAssessmentLabels) as AssessmentKind[];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The crew licence values that are not captain licences (they live under trips.crew_licences). */
export const crewOnlyLicences = crewLicenceTypes.filter(
  (type) => type !== otherLicence && !isOneOf(licenceTypes, type),
);

/*
 * Every function below returns '' for an empty value (the page then shows its placeholder) and the value as
 * sent when it is not one the catalogue knows.
 */

export function statusLabel(t: TFunction, status: string): string {
  return isOneOf(tripStatuses, status) ? t(`trips.status.values.${status}`) : status;
}

/** A crew member's function: the label, or for "_other" the function the captain typed. */
export function roleLabel(t: TFunction, role: string, otherRole: string): string {
  if (role === otherLicence) return otherRole.trim() || t('trips.roles.other');
  return isOneOf(crewRoles, role) ? t(`trips.roles.${role}`) : role;
}

/** The account holder's role on a trip: "Skipper (in command)" or a crew function. */
export function roleOnBoardLabel(t: TFunction, role: string): string {
  if (role === 'skipper') return t('trips.roles.skipper');
  return isOneOf(rolesOnBoard, role) ? roleLabel(t, role, '') : role;
}

export function watersLabel(t: TFunction, waters: string): string {
  return isOneOf(tripWaters, waters) ? t(`trips.waters.${waters}`) : waters;
}

/**
 * Licence names the translations list that are no other spelling of a listed licence (older or imported
 * trips); the others (yacht_skipper, ...) are labelled as the licence they name (licenceAliases).
 */
const translatedLicenceNames = ['ice_yacht_helmsman', 'inland_skipper'] as const;

/**
 * "_other" is stored under licence.types.other: i18next would read an "_other" key as a plural form. Another
 * spelling of a listed licence gets that licence's label, so both read the same everywhere.
 */
function licenceTypeLabel(t: TFunction, value: string): string {
  const type = canonicalLicence(value);
  if (type === otherLicence) return t('licence.types.other');
  if (isOneOf(licenceTypes, type) || isOneOf(translatedLicenceNames, type)) return t(`licence.types.${type}`);
  if (isOneOf(crewOnlyLicences, type)) return t(`trips.crew_licences.${type}`);
  return type;
}

/** A licence (the captain's or a crew member's): the label, or for "_other" the licence name typed in. */
export function licenceLabel(t: TFunction, type: string, otherLicenceText: string): string {
  if (type === otherLicence) return otherLicenceText.trim() || licenceTypeLabel(t, type);
  return licenceTypeLabel(t, type);
}

/** A crew assessment value (opinion, performance, seasickness, resistance). */
export function assessmentLabel(t: TFunction, kind: AssessmentKind, value: string): string {
  return isOneOf(crewAssessmentLabels[kind], value) ? t(`trips.${kind}.${value}`) : value;
}
