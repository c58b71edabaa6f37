import type { TFunction } from 'i18next';
import { captainRules, crewRules, cruiseRules, visitedPortRules, yachtRules } from '#domain/trip-rules.ts';
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
  if (head === 'crewMembers' && index !== undefined) {
    const member = t('trips.wizard.crew.member', { number });
    return name && name in crewRules ? `${member} – ${t(`trips.wizard.crew.${snake(name)}`)}` : member;
  }
  return topLabel(t, head);
}

export interface FieldLimits {
  minimum?: number;
  maximum?: number;
}

/** A rule's bounds (text length or number range), looking through preprocessing and nullable wrappers. */
function limitsOfRule(rule: unknown): FieldLimits {
  if (rule instanceof z.ZodString)
    return { minimum: rule.minLength ?? undefined, maximum: rule.maxLength ?? undefined };
  if (rule instanceof z.ZodNumber)
    return { minimum: rule.minValue ?? undefined, maximum: rule.maxValue ?? undefined };
  if (rule instanceof z.ZodPipe) return limitsOfRule(rule.out);
  if (rule instanceof z.ZodNullable || rule instanceof z.ZodOptional) return limitsOfRule(rule.unwrap());
  return {};
}

const rulesByName: Record<string, unknown> = { ...captainRules, ...yachtRules, ...cruiseRules };
const crewRulesByName: Record<string, unknown> = crewRules;
const portRulesByName: Record<string, unknown> = visitedPortRules;

/** The shared rule's bounds for a field path ("crewMembers.0.fullName" reads the crew rule): the catalogue's
 * "Enter at most {{maximum}} characters." gets its number from here. */
export function limitsOf(path: string): FieldLimits {
  const [head = '', , name = ''] = path.split('.');
  if (head === 'crewMembers') return limitsOfRule(crewRulesByName[name]);
  if (head === 'visitedPorts') return limitsOfRule(portRulesByName[name]);
  return limitsOfRule(rulesByName[head]);
}

/** The longest text a field accepts, also set on its input. */
export function maxLengthOf(path: string): number | undefined {
  const [head = '', , name = ''] = path.split('.');
  const rule =
    head === 'crewMembers'
      ? crewRulesByName[name]
      : head === 'visitedPorts'
        ? portRulesByName[name]
        : rulesByName[head];
  const inner = rule instanceof z.ZodPipe ? rule.out : rule;
  return inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined;
}
