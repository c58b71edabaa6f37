import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { TripSummarySort } from '#domain/trip-summary.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { byTrip } from './repository.ts';

/** What narrows the summary list; all given fields must hold. */
export interface TripSummaryFilter {
  /** A folded search term (domain/text-fold.ts), matched anywhere in trips.search_text. */
  folded?: string;
  registrationNumber?: string;
  /** Only these trips (the overlapping filter); the service answers an empty set without asking. */
  ids?: readonly number[];
}

/** Where the page before ended: its last row's sort key (the date, '' for none, or created_at) and id. */
export interface TripSummaryAfter {
  key: string;
  id: number;
}

const summaryColumns = [
  'id',
  'status',
  'yacht_name',
  'registration_number',
  'embarkation_port',
  'disembarkation_port',
  'embarkation_date',
  'disembarkation_date',
  'distance',
  'captain_first_name',
  'captain_last_name',
  'created_at',
] as const;

type TripsQuery = SelectQueryBuilder<Database, 'trips', object>;

/** LIKE's own characters taken literally (ESCAPE '\' on both databases). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The value a row sorts by: its embarkation date ('' when it has none) or when it was recorded. */
export const sortKeyOf = (
  sort: TripSummarySort,
  row: { embarkation_date: string; created_at: string },
): string => (sort === 'created_at:desc' ? row.created_at : row.embarkation_date);

/**
 * The rows after `after` in the order (key in `direction`, then id descending). Written as a range on the key
 * and a check of the ties, not as one OR, so both databases seek the index to the key instead of reading the
 * captain's rows from the start.
 */
function afterKey(
  eb: ExpressionBuilder<Database, 'trips'>,
  key: 'embarkation_date' | 'created_at',
  direction: 'asc' | 'desc',
  after: TripSummaryAfter,
) {
  return eb.and([
    eb(key, direction === 'desc' ? '<=' : '>=', after.key),
    eb.or([eb(key, direction === 'desc' ? '<' : '>', after.key), eb('id', '<', after.id)]),
  ]);
}

/**
 * The summary list's reads (docs/trips.md, "The summary list"). Every query is keyed by the captain and skips
 * deleted trips. Pages are keyset pages, never OFFSET: the next page starts after the last row's (key, id), so a
 * trip written between two requests neither repeats nor skips a row. Ties go to the newest id first. Trips
 * without an embarkation date come after all dated ones in both directions: the dated and the undated trips are
 * read as two ranges of the (user_id, deleted_at, embarkation_date, id) index, the second only when the first
 * does not fill the page.
 */
export function tripSummaryRepository(db: Db) {
  function matching(userId: number, filter: TripSummaryFilter): TripsQuery {
    let query: TripsQuery = db
      .selectFrom('trips')
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null);
    const { folded, registrationNumber, ids } = filter;
    if (folded) query = query.where(sql<boolean>`search_text like ${`%${likeLiteral(folded)}%`} escape '\\'`);
    if (registrationNumber !== undefined)
      query = query.where(sql<boolean>`lower(registration_number) = lower(${registrationNumber})`);
    if (ids) query = query.where('id', 'in', ids);
    return query;
  }

  const rows = (query: TripsQuery, limit: number) => query.select(summaryColumns).limit(limit).execute();
  type SummaryRow = Awaited<ReturnType<typeof rows>>[number];

  /** The dated trips after `after` in the date order, ties newest id first. */
  function dated(base: TripsQuery, direction: 'asc' | 'desc', after: TripSummaryAfter | undefined) {
    let query = base.where('embarkation_date', '<>', '');
    if (after) query = query.where((eb) => afterKey(eb, 'embarkation_date', direction, after));
    return query.orderBy('embarkation_date', direction).orderBy('id', 'desc');
  }

  /** The undated trips, newest id first, after `afterId` when the page before ended among them. */
  function undated(base: TripsQuery, afterId: number | undefined) {
    let query = base.where('embarkation_date', '=', '');
    if (afterId !== undefined) query = query.where('id', '<', afterId);
    return query.orderBy('id', 'desc');
  }

  return {
    /** Up to `limit` rows of the page after `after` (ask one more than shown to know whether a next page exists). */
    async page(
      userId: number,
      filter: TripSummaryFilter,
      sort: TripSummarySort,
      after: TripSummaryAfter | undefined,
      limit: number,
    ): Promise<SummaryRow[]> {
      const base = matching(userId, filter);
      if (sort === 'created_at:desc') {
        let query = base;
        if (after) query = query.where((eb) => afterKey(eb, 'created_at', 'desc', after));
        return rows(query.orderBy('created_at', 'desc').orderBy('id', 'desc'), limit);
      }
      const direction = sort === 'embarkation_date:asc' ? 'asc' : 'desc';
      const amongUndated = after !== undefined && after.key === '';
      const first = amongUndated ? [] : await rows(dated(base, direction, after), limit);
      if (first.length === limit) return first;
      const rest = await rows(undated(base, amongUndated ? after.id : undefined), limit - first.length);
      return [...first, ...rest];
    },

    /** How many of the captain's trips match, in all pages. */
    async count(userId: number, filter: TripSummaryFilter): Promise<number> {
      const { count } = await matching(userId, filter)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** The visited ports' names of the captain's trips, in each trip's order: one query for a whole page. */
    async portNamesOf(userId: number, tripIds: readonly number[]): Promise<Map<number, string[]>> {
      const names = new Map<number, string[]>();
      if (tripIds.length === 0) return names;
      const ports = await db
        .selectFrom('trip_visited_ports')
        .innerJoin('trips', 'trips.id', 'trip_visited_ports.trip_id')
        .select(['trip_visited_ports.trip_id', 'trip_visited_ports.name'])
        .where('trips.user_id', '=', userId)
        .where('trip_visited_ports.trip_id', 'in', tripIds)
        .orderBy('trip_visited_ports.trip_id')
        .orderBy('trip_visited_ports.position')
        .execute();
      for (const [tripId, rows] of byTrip(ports))
        names.set(
          tripId,
          rows.map((port) => port.name),
        );
      return names;
    },
  };
}

export type TripSummaryRepository = ReturnType<typeof tripSummaryRepository>;
export type TripSummaryRow = Awaited<ReturnType<TripSummaryRepository['page']>>[number];
