import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  captainOpinions,
  crewLicenceTypes,
  crewRoles,
  performanceGrades,
  resistanceGrades,
  rolesOnBoard,
  seasicknessLevels,
  tripWaters,
} from '#domain/trip-enums.ts';
import {
  roleOnBoardLabel,
  assessmentLabel as sharedAssessmentLabel,
  licenceLabel as sharedLicenceLabel,
  roleLabel as sharedRoleLabel,
  watersLabel,
} from '#domain/trip-labels.ts';
import { licenceGroups } from '../../captain-profile/licence-options.ts';

/** A licence's label: a captain licence from licence.types, a crew-only value from trips.crew_licences. */
export const anyLicenceLabel = (t: TFunction, value: string) => sharedLicenceLabel(t, value, '');

/**
 * The crew licence list: every licence once (another spelling of a listed licence is not offered again), in
 * groups by issuer like the captain's list; the crew-only starszy_oficer and "Other" in the last group.
 */
export function crewLicenceOptions(t: TFunction): ComboboxItemGroup<ComboboxItem>[] {
  return licenceGroups(t, crewLicenceTypes, (value) => anyLicenceLabel(t, value));
}

/** A function's option label; "_other" reads "Other function". */
export const roleLabel = (t: TFunction, role: string) => sharedRoleLabel(t, role, '');

export const roleOptions = (t: TFunction): ComboboxItem[] =>
  crewRoles.map((role) => ({ value: role, label: roleLabel(t, role) }));

export const roleOnBoardOptions = (t: TFunction): ComboboxItem[] =>
  rolesOnBoard.map((role) => ({ value: role, label: roleOnBoardLabel(t, role) }));

export const watersOptions = (t: TFunction): ComboboxItem[] =>
  tripWaters.map((waters) => ({ value: waters, label: watersLabel(t, waters) }));

/** The captain's assessments of a crew member, each with its catalogue group. */
export const assessments = {
  captainOpinion: { values: captainOpinions, kind: 'captain_opinion' },
  performance: { values: performanceGrades, kind: 'performance' },
  seasickness: { values: seasicknessLevels, kind: 'seasickness' },
  resistance: { values: resistanceGrades, kind: 'resistance' },
} as const;
export type Assessment = keyof typeof assessments;

export const assessmentLabel = (t: TFunction, assessment: Assessment, value: string) =>
  sharedAssessmentLabel(t, assessments[assessment].kind, value);

export const assessmentOptions = (t: TFunction, assessment: Assessment): ComboboxItem[] =>
  assessments[assessment].values.map((value) => ({ value, label: assessmentLabel(t, assessment, value) }));
