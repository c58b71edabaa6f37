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
import { licenceLabel, licenceOptions } from '../../captain-profile/licence-options.ts';

const isCaptainLicence = (value: string): value is LicenceType =>
  (licenceTypes as readonly string[]).includes(value);

/** A licence's label: a captain licence from licence.types, a crew-only value from trips.crew_licences. */
export function anyLicenceLabel(t: TFunction, value: string): string {
  if (isCaptainLicence(value)) return licenceLabel(t, value);
  if ((crewLicenceTypes as readonly string[]).includes(value)) return t(`trips.crew_licences.${value}`);
  return value;
}

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

export function roleLabel(t: TFunction, role: string): string {
  if (role === otherOption) return t('trips.wizard.crew.other_role_option');
  return (crewRoles as readonly string[]).includes(role) ? t(`trips.roles.${role}`) : role;
}

export const roleOptions = (t: TFunction): ComboboxItem[] =>
  crewRoles.map((role) => ({ value: role, label: roleLabel(t, role) }));

/** The captain's assessments of a crew member, each with its catalogue group. */
export const assessments = {
  captainOpinion: { values: captainOpinions, catalogue: 'trips.captain_opinion' },
  performance: { values: performanceGrades, catalogue: 'trips.performance' },
  seasickness: { values: seasicknessLevels, catalogue: 'trips.seasickness' },
  resistance: { values: resistanceGrades, catalogue: 'trips.resistance' },
} as const;
export type Assessment = keyof typeof assessments;

export const assessmentLabel = (t: TFunction, assessment: Assessment, value: string) =>
  (assessments[assessment].values as readonly string[]).includes(value)
    ? t(`${assessments[assessment].catalogue}.${value}`)
    : value;

export const assessmentOptions = (t: TFunction, assessment: Assessment): ComboboxItem[] =>
  assessments[assessment].values.map((value) => ({ value, label: assessmentLabel(t, assessment, value) }));
