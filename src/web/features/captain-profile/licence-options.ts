import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type LicenceType, licenceTypes, otherLicence } from '#domain/licence.ts';

/** Licence types grouped by who issues them, in the list's order; "Other" comes last on its own. */
const groups: { key: string; prefix: string }[] = [
  { key: 'pzz', prefix: 'pzz-' },
  { key: 'pzmwinw', prefix: 'pzmwinw-' },
  { key: 'rya', prefix: 'rya-' },
  { key: 'hr', prefix: 'hr-' },
  { key: 'other', prefix: '_' },
];

/** "_other" is stored under licence.types.other: i18next would read an "_other" key as a plural form. */
export const licenceLabel = (t: TFunction, type: LicenceType) =>
  type === otherLicence ? t('licence.types.other') : t(`licence.types.${type}`);

/** The licence type choices for a Select, with translated labels. */
export function licenceOptions(t: TFunction): ComboboxItemGroup<ComboboxItem>[] {
  return groups
    .map((group) => ({
      group: t(`licence.groups.${group.key}`),
      items: licenceTypes
        .filter((type) => type.startsWith(group.prefix))
        .map((type) => ({ value: type, label: licenceLabel(t, type) })),
    }))
    .filter((group) => group.items.length > 0);
}
