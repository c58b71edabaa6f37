import type { TFunction } from 'i18next';
import { captainStepSchema, crewStepSchema, cruiseStepSchema, yachtStepSchema } from '#domain/trip-form.ts';
import { captainRules, crewRules, cruiseRules } from '#domain/trip-rules.ts';
import { z } from '#domain/validation.ts';

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The yacht step shows the same labels as the yacht form. */
const yachtLabels: Record<string, string> = {
  yachtName: 'yachts.fields.name',
  registrationNumber: 'yachts.fields.registration_number',
  homePort: 'yachts.fields.home_port',
  hullLength: 'yachts.fields.hull_length',
  enginesCount: 'yachts.fields.engines_count',
  enginePower: 'yachts.fields.engine_power',
  yachtType: 'yachts.fields.type',
  yachtOwnerName: 'yachts.fields.owner_name',
  yachtOwnerAddress: 'yachts.fields.owner_address',
};

const tidalPorts: Record<string, string> = {
  isEmbarkationTidalPort: 'embarkationPort',
  isDisembarkationTidalPort: 'disembarkationPort',
};

function topLabel(t: TFunction, name: string): string | undefined {
  if (name in captainRules) return t(`trips.wizard.captain.${snake(name)}`);
  if (name in yachtLabels) return t(yachtLabels[name] ?? '');
  const port = tidalPorts[name];
  if (port) return t('trips.wizard.cruise.tidal_of', { port: topLabel(t, port) });
  if (name in cruiseRules) return t(`trips.wizard.cruise.${snake(name)}`);
  return undefined;
}

/**
 * The label of a form field path as the user sees it: "Port of embarkation", "Visited port 2",
 * "Crew member 1 – Full name". Undefined for a path the form does not show.
 */
export function fieldLabel(t: TFunction, path: string): string | undefined {
  const [head = '', index, name] = path.split('.');
  const number = Number(index) + 1;
  if (head === 'visitedPorts' && index !== undefined) {
    const port = t('trips.wizard.ports.name', { number });
    return name === 'isTidalPort' ? t('trips.wizard.cruise.tidal_of', { port }) : port;
  }
  if (head === 'passages' && index !== undefined) {
    const passage = t('trips.wizard.passages.passage', { number });
    return name ? `${passage} – ${t(`trips.wizard.passages.${name}`)}` : passage;
  }
  if (head === 'crewMembers' && index !== undefined) {
    const member = t('trips.wizard.crew.member', { number });
    return name && name in crewRules ? `${member} – ${t(`trips.wizard.crew.${snake(name)}`)}` : member;
  }
  return topLabel(t, head);
}

/** Every field of the wizard's steps in one object, for reading a field's limits by its form path. */
export const tripFieldsSchema = z.object({
  ...captainStepSchema.shape,
  ...yachtStepSchema.shape,
  ...cruiseStepSchema.shape,
  ...crewStepSchema.shape,
});
