import type { i18n as I18n, TFunction } from 'i18next';
import type { SeaTimeRequirement, SeaTimeSchemeId } from '#domain/sea-time/schema.ts';

/**
 * What a requirement still lacks, in whole units: rounded up, because part of an hour or a mile still has to be
 * sailed, so a requirement that is not met never reads as lacking 0.
 */
export function missingAmount(requirement: Pick<SeaTimeRequirement, 'required' | 'achieved'>): number {
  return Math.max(1, Math.ceil(requirement.required - requirement.achieved - 1e-9));
}

/** What the phrases are read from: the app's i18next instance (`useTranslation().i18n`). */
export type Catalogue = Pick<I18n, 't' | 'exists'>;

/** The requirement's name from the catalogue (`seaTime.requirements.<scheme>.<id>`). */
export const requirementName = (t: TFunction, scheme: SeaTimeSchemeId, requirement: SeaTimeRequirement) =>
  t(`seaTime.requirements.${scheme}.${requirement.id}`, { defaultValue: requirement.id });

/**
 * One requirement's missing part as a phrase ("3 more sea cruises"), from `seaTime.missing.<requirement id>`;
 * a requirement the catalogue has no phrase for reads by its unit and name.
 */
export function missingPhrase(
  catalogue: Catalogue,
  locale: string,
  scheme: SeaTimeSchemeId,
  requirement: SeaTimeRequirement,
): string {
  const count = missingAmount(requirement);
  const values = { count, value: new Intl.NumberFormat(locale).format(count) };
  const key = `seaTime.missing.${requirement.id}`;
  if (catalogue.exists(key, values)) return catalogue.t(key, values);
  return catalogue.t(`seaTime.missing_by_unit.${requirement.unit}`, {
    ...values,
    name: requirementName(catalogue.t, scheme, requirement),
  });
}

/**
 * The sentence of what a scheme still lacks ("You still need 3 more sea cruises and 512 more hours under way."),
 * its requirements joined as the language joins a list; null when every requirement is met.
 */
export function missingSentence(
  catalogue: Catalogue,
  locale: string,
  scheme: SeaTimeSchemeId,
  requirements: readonly SeaTimeRequirement[],
): string | null {
  const phrases = requirements
    .filter((requirement) => !requirement.met)
    .map((requirement) => missingPhrase(catalogue, locale, scheme, requirement));
  if (phrases.length === 0) return null;
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(phrases);
  return catalogue.t('seaTime.scheme.missing', { list });
}
