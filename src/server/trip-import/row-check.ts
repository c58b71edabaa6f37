import type { Language } from '#domain/language.ts';
import { todayIso } from '#domain/trip-days.ts';
import { initialTripStatus, type TripStatus, tripStatuses } from '#domain/trip-enums.ts';
import { tripCreateRequestSchema } from '#domain/trip-request.ts';
import { issueFieldErrors } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import type { NewTrip } from '../trips/repository.ts';
import { toValues } from '../trips/service.ts';
import type { TripIdentity } from './duplicates.ts';
import type { ReadRow } from './rows-from-tables.ts';

/** A row as the create request's schema reads it: the trip to write, or its problems in words. */
export type CheckedRow =
  | { row: number; errors: Record<string, string>; trip?: undefined }
  | { row: number; errors: Record<string, string>; trip: NewTrip; identity: TripIdentity };

const isStatus = (value: unknown): value is TripStatus =>
  typeof value === 'string' && (tripStatuses as readonly string[]).includes(value);

/**
 * Checks a row with the rules of POST /api/sailing-trips (the same messages as its 422, in `language`). A valid
 * row keeps the status the file gave when it is one of the list, and otherwise starts as a new trip does.
 */
export function checkRow({ row, trip }: ReadRow, language: Language, today = todayIso()): CheckedRow {
  const { status, ...request } = trip;
  const parsed = tripCreateRequestSchema.safeParse(request);
  if (!parsed.success) {
    const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
    const messages = issueFieldErrors(parsed.error.issues, t);
    const errors = Object.fromEntries(
      Object.entries(messages).map(([field, list]) => [field, list.join(' ')]),
    );
    return { row, errors };
  }
  const input = parsed.data;
  const { trip: values, ports, crew } = toValues(input);
  const kept = isStatus(status)
    ? status
    : initialTripStatus(input.embarkation_date, input.disembarkation_date, today);
  return {
    row,
    errors: {},
    trip: { values: { ...values, status: kept }, ports, crew },
    identity: {
      yacht_name: input.yacht_name,
      registration_number: input.registration_number,
      embarkation_date: input.embarkation_date,
      disembarkation_date: input.disembarkation_date,
      embarkation_port: input.embarkation_port,
      disembarkation_port: input.disembarkation_port,
    },
  };
}
