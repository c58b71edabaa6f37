import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type LicenceType, licencesByIssuer, licenceTypes, otherLicence } from '#domain/licence.ts';

/** "_other" is stored under licence.types.other: i18next would read an "_other" key as a plural form. */
export const licenceLabel = (t: TFunction, type: LicenceType) =>
  type === otherLicence ? t('licence.types.other') : t(`licence.types.${type}`);

/**
 * Licence choices for a Select in groups by issuer (PZŻ, RYA, PZMWiNW, Croatia, other), each option labelled
 * by `label`; "Other" comes last. The captain's list and the crew list are both made here.
 */
export function licenceGroups<T extends string>(
  t: TFunction,
  types: readonly T[],
  label: (type: T) => string,
): ComboboxItemGroup<ComboboxItem>[] {
  return licencesByIssuer(types).map((group) => ({
    group: t(`licence.groups.${group.issuer}`),
    items: group.types.map((type) => ({ value: type, label: label(type) })),
  }));
}

/** The captain's licence type choices for a Select, with translated labels. */
export function licenceOptions(t: TFunction): ComboboxItemGroup<ComboboxItem>[] {
  return licenceGroups(t, licenceTypes, (type) => licenceLabel(t, type));
}
