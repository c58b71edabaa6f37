import { foldText } from './text-fold.ts';

/** The trip fields the summary list's `q` searches (docs/trips.md, "The summary list"). */
export const tripSearchFields = [
  'yacht_name',
  'registration_number',
  'captain_first_name',
  'captain_last_name',
  'embarkation_port',
  'disembarkation_port',
] as const;

export type TripSearchFields = Record<(typeof tripSearchFields)[number], string>;

/**
 * What trips.search_text holds: the six fields folded (foldText), one per line. A folded search term has no line
 * break, so a match never spans two fields.
 */
export function tripSearchText(trip: TripSearchFields): string {
  return tripSearchFields.map((field) => foldText(trip[field])).join('\n');
}
