import { foldText } from '#domain/text-fold.ts';
import { tripStatuses } from '#domain/trip-enums.ts';
import { overlapsByTrip } from '#domain/trip-overlap.ts';
import type { TripSummary, TripSummaryQuery } from '#domain/trip-summary.ts';
import { UnprocessableError } from '../http/errors.ts';
import type { TripsRepository } from './repository.ts';
import { decodeCursor, encodeCursor } from './summary-cursor.ts';
import type { TripSummaryFilter, TripSummaryRepository, TripSummaryRow } from './summary-repository.ts';
import { sortKeyOf } from './summary-repository.ts';

export interface TripSummaryPage {
  sailing_trips: TripSummary[];
  next_cursor: string | null;
  total: number;
}

interface Dependencies {
  summaries: TripSummaryRepository;
  trips: Pick<TripsRepository, 'datesOf'>;
}

const statusOf = (value: string) => tripStatuses.find((status) => status === value) ?? ('completed' as const);

function toSummary(row: TripSummaryRow, portNames: string[], overlapping: number[]): TripSummary {
  return {
    id: row.id,
    status: statusOf(row.status),
    yacht_name: row.yacht_name,
    registration_number: row.registration_number,
    embarkation_port: row.embarkation_port,
    disembarkation_port: row.disembarkation_port,
    embarkation_date: row.embarkation_date,
    disembarkation_date: row.disembarkation_date,
    distance: Number(row.distance),
    captain: { first_name: row.captain_first_name, last_name: row.captain_last_name },
    visited_port_names: portNames,
    overlapping_trip_ids: overlapping,
    created_at: row.created_at,
  };
}

/**
 * One page of the captain's trips, a few fields each (docs/trips.md, "The summary list"). A page costs four
 * queries whatever its size: the rows, the count, the page's ports and the captain's trip dates (which give each
 * row's overlaps and the overlapping filter by the domain rule).
 */
export function tripSummaryService({ summaries, trips }: Dependencies) {
  return {
    async page(userId: number, query: TripSummaryQuery): Promise<TripSummaryPage> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort);
      if (after === null)
        throw new UnprocessableError('trips.summary.cursor_invalid', {
          cursor: 'trips.summary.cursor_invalid',
        });
      const overlaps = overlapsByTrip(await trips.datesOf(userId));
      const filter: TripSummaryFilter = {
        folded: query.q === undefined ? undefined : foldText(query.q) || undefined,
        registrationNumber: query.registration_number,
      };
      if (query.overlapping !== undefined) {
        // Another captain's trip, or one that does not exist, overlaps none of this captain's.
        const ids = overlaps.get(query.overlapping) ?? [];
        if (ids.length === 0) return { sailing_trips: [], next_cursor: null, total: 0 };
        filter.ids = ids;
      }
      const [rows, total] = await Promise.all([
        summaries.page(userId, filter, query.sort, after, query.limit + 1),
        summaries.count(userId, filter),
      ]);
      const shown = rows.slice(0, query.limit);
      const portNames = await summaries.portNamesOf(
        userId,
        shown.map((row) => row.id),
      );
      const last = shown[shown.length - 1];
      return {
        sailing_trips: shown.map((row) =>
          toSummary(
            row,
            portNames.get(row.id) ?? [],
            [...(overlaps.get(row.id) ?? [])].sort((a, b) => a - b),
          ),
        ),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor(query.sort, { key: sortKeyOf(query.sort, last), id: last.id })
            : null,
        total,
      };
    },
  };
}

export type TripSummaryService = ReturnType<typeof tripSummaryService>;
