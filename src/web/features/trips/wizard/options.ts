import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type LicenceType, licenceTypes } from '#domain/licence.ts';
import {
  captainOpinions,
  crewLicenceTypes,
  crewRoles,
  otherOption,
  performanceGrades,
  resistanceGrades,
  seasicknessLevels,
} from '#domain/trip-enums.ts';
import {
  assessmentLabel as sharedAssessmentLabel,
  licenceLabel as sharedLicenceLabel,
  roleLabel as sharedRoleLabel,
} from '#domain/trip-labels.ts';
import { licenceOptions } from '../../captain-profile/licence-options.ts';

const isCaptainLicence = (value: string): value is LicenceType =>
  (licenceTypes as readonly string[]).includes(value);

/** A licence's label: a captain licence from licence.types, a crew-only value from trips.crew_licences. */
export const anyLicenceLabel = (t: TFunction, value: string) => sharedLicenceLabel(t, value, '');

/** The crew licence list: the captain licences by issuer, then the crew-only values, then "Other" last. */
export function crewLicenceOptions(t: TFunction): ComboboxItemGroup<ComboboxItem>[] {
  const groups = licenceOptions(t);
  const crewOnly = crewLicenceTypes.filter((value) => !isCaptainLicence(value));
  const otherGroupIndex = groups.findIndex((group) => group.items.some((item) => item.value === otherOption));
  const crewGroup = {
    group: t('trips.wizard.crew.license_group'),
    items: crewOnly.map((value) => ({ value, label: anyLicenceLabel(t, value) })),
  };
  return otherGroupIndex < 0
    ? [...groups, crewGroup]
    : [...groups.slice(0, otherGroupIndex), crewGroup, ...groups.slice(otherGroupIndex)];
}

/** A function's option label; "_other" reads "Other function". */
export const roleLabel = (t: TFunction, role: string) => sharedRoleLabel(t, role, '');

export const roleOptions = (t: TFunction): ComboboxItem[] =>
  crewRoles.map((role) => ({ value: role, label: roleLabel(t, role) }));

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
