import {
  type CrewMemberFormValues,
  emptyCrewMember,
  emptyTripForm,
  emptyVisitedPort,
  type TripFormValues,
  type VisitedPortFormValues,
} from '#domain/trip-form.ts';
import { storage } from '../../../lib/storage.ts';
import { isStepNumber, type StepNumber } from './steps.ts';

/**
 * A trip form's draft in the browser's local storage (docs/trips.md, "Drafts"): what the captain typed, where in
 * the wizard they were and when, under a key of their own account and of the trip ('new', the trip's id, or a
 * planned trip being logged), so one account never reads another's draft.
 */
export interface TripDraft {
  /** When the draft was last written (ISO 8601). */
  savedAt: string;
  step: StepNumber;
  /** The furthest step reached (create mode opens only steps up to it). */
  furthest: StepNumber;
  /** Edit drafts: the trip's updated_at when the form was opened, to tell a draft older than the saved trip. */
  baseUpdatedAt: string | null;
  values: TripFormValues;
}

/** Written into every draft: a draft of another shape (an older app) is dropped, not misread. */
const draftVersion = 1;

/** Local storage key prefix, listed in the cookie policy. */
export const tripDraftKeyPrefix = 'tripDraft';

export const tripDraftKey = (accountId: number, target: string) =>
  `${tripDraftKeyPrefix}:${accountId}:${target}`;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The template's fields, each taken from the stored object when it has the template's type. */
function sameShape<T extends object>(template: T, stored: unknown): T {
  if (!isObject(stored)) return template;
  const result: Json = { ...(template as Json) };
  for (const [name, empty] of Object.entries(template)) {
    const value = stored[name];
    if (typeof value === typeof empty) result[name] = value;
  }
  return result as T;
}

function readPort(stored: unknown): VisitedPortFormValues {
  const port = sameShape(emptyVisitedPort(), stored);
  // Kept from a loaded trip (the form has no field for them): a date or null.
  for (const name of ['arrivalDate', 'departureDate'] as const) {
    const value = isObject(stored) ? stored[name] : undefined;
    if (typeof value === 'string' || value === null) port[name] = value;
  }
  // Kept from a track's stop or a chosen suggestion: a number or null.
  for (const name of ['lat', 'lon'] as const) {
    const value = isObject(stored) ? stored[name] : undefined;
    if (typeof value === 'number' || value === null) port[name] = value;
  }
  return port;
}

const readList = <T>(stored: unknown, read: (item: unknown) => T): T[] =>
  Array.isArray(stored) ? stored.map(read) : [];

/** Stored values read into the form's shape: unknown fields dropped, missing or mistyped ones empty. */
function readValues(stored: unknown): TripFormValues {
  const values = sameShape(emptyTripForm(), stored);
  const source = isObject(stored) ? stored : {};
  const ports = readList(source.visitedPorts, readPort);
  values.visitedPorts = ports.length > 0 ? ports : [emptyVisitedPort()];
  values.crewMembers = readList(
    source.crewMembers,
    (member): CrewMemberFormValues => sameShape(emptyCrewMember(), member),
  );
  // An accepted track survives a reload of the draft (the template's null has no type to compare with).
  values.trackId = typeof source.trackId === 'number' ? source.trackId : null;
  return values;
}

/** This account's draft of this trip, or null when there is none (or it cannot be read). */
export function readTripDraft(accountId: number, target: string): TripDraft | null {
  const raw = storage.get(tripDraftKey(accountId, target));
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (!isObject(stored) || stored.version !== draftVersion) return null;
    const { savedAt, step, furthest, baseUpdatedAt } = stored;
    if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
    const reached = typeof furthest === 'number' && isStepNumber(furthest) ? furthest : 1;
    const open = typeof step === 'number' && isStepNumber(step) ? step : 1;
    return {
      savedAt,
      step: Math.min(open, reached) as StepNumber,
      furthest: reached,
      baseUpdatedAt: typeof baseUpdatedAt === 'string' ? baseUpdatedAt : null,
      values: readValues(stored.values),
    };
  } catch {
    return null;
  }
}

export function writeTripDraft(accountId: number, target: string, draft: TripDraft) {
  storage.set(tripDraftKey(accountId, target), JSON.stringify({ version: draftVersion, ...draft }));
}

export function removeTripDraft(accountId: number, target: string) {
  storage.remove(tripDraftKey(accountId, target));
}

/** Whether two form values hold the same data (key order aside). */
export function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValues(item, b[index]))
    );
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValues(a[key], b[key]));
}
