import type { PlannedTrip, plannedTripInputSchema } from '#domain/planned-trip.ts';
import type { z } from '#domain/validation.ts';

/** What the planned-trip form holds: text as typed (the maximum crew too); the schema reads it on submit. */
export type PlannedTripFormFields = z.input<typeof plannedTripInputSchema>;

/** The fields in screen order: the first one the server refuses gets the focus. */
export const plannedTripFormFields = [
  'name',
  'description',
  'start_date',
  'end_date',
  'embarkation_port',
  'disembarkation_port',
  'yacht_name',
  'yacht_type',
  'max_crew',
  'is_active',
] as const satisfies readonly (keyof PlannedTripFormFields)[];

export function emptyPlannedTripForm(): PlannedTripFormFields {
  return {
    name: '',
    description: '',
    start_date: '',
    end_date: '',
    embarkation_port: '',
    disembarkation_port: '',
    yacht_name: '',
    yacht_type: '',
    max_crew: '',
    is_active: true,
  };
}

/** A loaded trip in the form; no limit is an empty maximum. */
export function plannedTripFormValues(trip: PlannedTrip): PlannedTripFormFields {
  return {
    name: trip.name,
    description: trip.description,
    start_date: trip.start_date,
    end_date: trip.end_date,
    embarkation_port: trip.embarkation_port,
    disembarkation_port: trip.disembarkation_port,
    yacht_name: trip.yacht_name,
    yacht_type: trip.yacht_type,
    max_crew: trip.max_crew === null ? '' : String(trip.max_crew),
    is_active: trip.is_active,
  };
}
