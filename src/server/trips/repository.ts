import { type Insertable, PostgresAdapter, type Selectable, sql } from 'kysely';
import type { DatedTrip } from '#domain/trip-overlap.ts';
import type { Db } from '../db/database.ts';
import type { TripCrewMembersTable, TripsTable, TripVisitedPortsTable } from '../db/schema.ts';
import { setTripTrack } from '../tracks/repository.ts';

export type TripRow = Selectable<TripsTable>;
export type PortRow = Selectable<TripVisitedPortsTable>;
export type CrewRow = Selectable<TripCrewMembersTable>;

/** What a create or edit writes: the trip's own columns, and its ports and crew in order. */
export type TripValues = Omit<
  Insertable<TripsTable>,
  'id' | 'user_id' | 'status' | 'created_at' | 'updated_at' | 'deleted_at'
>;
export type PortValues = Omit<Insertable<TripVisitedPortsTable>, 'id' | 'trip_id' | 'position'>;
export type CrewValues = Omit<Insertable<TripCrewMembersTable>, 'id' | 'trip_id' | 'position'>;

/** A trip an import writes: its columns with the status, its ports and crew in order. */
export interface NewTrip {
  values: TripValues & { status: string };
  ports: PortValues[];
  crew: CrewValues[];
}

/** What an import compares a trip by (see trip-import/duplicates.ts). */
export const identityColumns = [
  'yacht_name',
  'registration_number',
  'embarkation_date',
  'disembarkation_date',
  'embarkation_port',
  'disembarkation_port',
] as const;
export type TripIdentityRow = Pick<TripRow, (typeof identityColumns)[number]>;

/** How an insertManyWithin ended: the trips written, or none because the captain's trips would pass the limit. */
export type InsertManyResult =
  | { written: number; kept: number }
  | { written: 0; kept: number; refused: { wanted: number } };

export interface StoredTrip {
  trip: TripRow;
  ports: PortRow[];
  crew: CrewRow[];
  /** Whether a track belongs to the trip (see 020-tracks). */
  hasTrack: boolean;
}

/** PostgreSQL: a trip's ports and crew as JSON arrays of whole rows, in order (see find). */
const portRowsJson = sql<PortRow[]>`coalesce((select json_agg(p order by p.position)
  from trip_visited_ports p where p.trip_id = trips.id), '[]'::json)`;
const crewRowsJson = sql<CrewRow[]>`coalesce((select json_agg(c order by c.position)
  from trip_crew_members c where c.trip_id = trips.id), '[]'::json)`;
const hasTrackSql = sql<boolean>`exists (select 1 from tracks t where t.trip_id = trips.id)`;

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

/** Groups child rows by trip id, keeping their order. */
export function byTrip<T extends { trip_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.trip_id);
    if (group) group.push(row);
    else groups.set(row.trip_id, [row]);
  }
  return groups;
}

/**
 * Counts one more change to the captain's trips, in the writing transaction: the cached trip list is
 * checked against this revision. It also locks the captain's row (see insertWithin).
 */
async function bumpRevision(trx: Trx, userId: number) {
  await trx
    .updateTable('users')
    .set((eb) => ({ trips_revision: eb('trips_revision', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** The dates and status of the captain's trips (deleted ones aside), for the overlap rule. */
function datesOfTrips(db: Db, userId: number): Promise<DatedTrip[]> {
  return db
    .selectFrom('trips')
    .select(['id', 'embarkation_date', 'disembarkation_date', 'status'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Inserts the trip's ports and crew in order and returns them as stored (no read-back query). */
async function insertChildren(
  trx: Trx,
  tripId: number,
  ports: PortValues[],
  crew: CrewValues[],
): Promise<{ ports: PortRow[]; crew: CrewRow[] }> {
  const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;
  const storedPorts =
    ports.length === 0
      ? []
      : await trx
          .insertInto('trip_visited_ports')
          .values(ports.map((port, position) => ({ ...port, trip_id: tripId, position })))
          .returningAll()
          .execute();
  const storedCrew =
    crew.length === 0
      ? []
      : await trx
          .insertInto('trip_crew_members')
          .values(crew.map((member, position) => ({ ...member, trip_id: tripId, position })))
          .returningAll()
          .execute();
  return { ports: storedPorts.sort(byPosition), crew: storedCrew.sort(byPosition) };
}

/** Why a trip could not be linked to the planned trip it was made from (the trip is then not saved). */
export class PlannedTripLinkRefused extends Error {
  constructor(readonly reason: 'not_found' | 'sailed') {
    super(`planned trip link refused: ${reason}`);
  }
}

/**
 * Links the captain's planned trip to the trip just inserted, unless it is not theirs or already linked to
 * another trip (a deleted trip's link is cleared when it is deleted): then throws, and the trip is rolled back.
 */
async function linkPlannedTrip(trx: Trx, userId: number, plannedTripId: number, tripId: number) {
  const linked = await trx
    .updateTable('planned_trips')
    .set({ trip_id: tripId })
    .where('id', '=', plannedTripId)
    .where('user_id', '=', userId)
    .where('trip_id', 'is', null)
    .executeTakeFirst();
  if (Number(linked.numUpdatedRows) > 0) return;
  const planned = await trx
    .selectFrom('planned_trips')
    .select('id')
    .where('id', '=', plannedTripId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  throw new PlannedTripLinkRefused(planned ? 'sailed' : 'not_found');
}

/**
 * Trips with their ports, crew and whether each has a track, in order: three queries for any number of trips,
 * never one per trip.
 */
export async function tripsWithChildren(db: Db, trips: TripRow[]): Promise<StoredTrip[]> {
  if (trips.length === 0) return [];
  const ids = trips.map((trip) => trip.id);
  const [ports, crew, tracks] = await Promise.all([
    db
      .selectFrom('trip_visited_ports')
      .selectAll()
      .where('trip_id', 'in', ids)
      .orderBy('trip_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('trip_crew_members')
      .selectAll()
      .where('trip_id', 'in', ids)
      .orderBy('trip_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('tracks').select('trip_id').where('trip_id', 'in', ids).execute(),
  ]);
  const portsOf = byTrip(ports);
  const crewOf = byTrip(crew);
  const withTrack = new Set(tracks.map((track) => track.trip_id));
  return trips.map((trip) => ({
    trip,
    ports: portsOf.get(trip.id) ?? [],
    crew: crewOf.get(trip.id) ?? [],
    hasTrack: withTrack.has(trip.id),
  }));
}

/**
 * A captain's trips; every query is keyed by the logged-in captain's user id and skips deleted trips, except
 * the operator's restore. A trip is read in three queries (trips, their ports, their crew), never one per trip.
 */
export function tripsRepository(db: Db) {
  const onPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withChildren = (trips: TripRow[]) => tripsWithChildren(db, trips);

  return {
    /** The captain's trips, newest first. */
    async listOf(userId: number): Promise<StoredTrip[]> {
      const trips = await db
        .selectFrom('trips')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return withChildren(trips);
    },

    async find(userId: number, id: number): Promise<StoredTrip | undefined> {
      if (onPostgres) {
        // One round trip instead of three: each one to the server was the largest share of GET
        // /api/sailing-trips/{id} on PostgreSQL (see bench/README.md). json_agg of the whole row gives the
        // same objects as the two child queries (integer, double and text columns only), in the same order.
        const row = await db
          .selectFrom('trips')
          .selectAll('trips')
          .select([
            portRowsJson.as('visited_port_rows'),
            crewRowsJson.as('crew_member_rows'),
            hasTrackSql.as('has_track'),
          ])
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!row) return undefined;
        const { visited_port_rows: ports, crew_member_rows: crew, has_track, ...trip } = row;
        return { trip, ports, crew, hasTrack: Boolean(has_track) };
      }
      const trip = await db
        .selectFrom('trips')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return trip ? (await withChildren([trip]))[0] : undefined;
    },

    /**
     * Inserts a trip with its ports and crew unless the captain already keeps `limit` trips and returns it as
     * stored, with the dates of the captain's other trips as they were (for the overlap warnings: read in the
     * transaction instead of a count, one round trip fewer); undefined when the limit is reached. With `plannedTripId` it links that planned trip, and with
     * `trackId` it takes that track, in the same transaction (PlannedTripLinkRefused, TrackTakeRefused: nothing
     * is saved). The revision bump on the captain's row locks it (a row lock in PostgreSQL, the
     * write lock in SQLite), so two simultaneous creates cannot both pass the count.
     */
    insertWithin(
      userId: number,
      values: TripValues & { status: string },
      ports: PortValues[],
      crew: CrewValues[],
      limit: number,
      { plannedTripId, trackId }: { plannedTripId?: number; trackId?: number } = {},
    ): Promise<(StoredTrip & { others: DatedTrip[] }) | undefined> {
      return db.transaction().execute(async (trx) => {
        await bumpRevision(trx, userId);
        const others = await datesOfTrips(trx, userId);
        if (others.length >= limit) return undefined;
        const now = new Date().toISOString();
        const trip = await trx
          .insertInto('trips')
          .values({ ...values, user_id: userId, created_at: now, updated_at: now, deleted_at: null })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (plannedTripId !== undefined) await linkPlannedTrip(trx, userId, plannedTripId, trip.id);
        await setTripTrack(trx, userId, trip.id, trackId);
        return {
          trip,
          ...(await insertChildren(trx, trip.id, ports, crew)),
          hasTrack: trackId !== undefined,
          others,
        };
      });
    },

    /**
     * Writes the trips `choose` picks in one transaction, all or none. `choose` is given the captain's trips kept
     * now (read after the revision bump has locked the captain, so no other write lands between) and answers the
     * trips to write; when they would take the captain past `limit`, none is written. A failure on any trip rolls
     * back every one.
     */
    insertManyWithin(
      userId: number,
      choose: (kept: TripIdentityRow[]) => NewTrip[],
      limit: number,
    ): Promise<InsertManyResult> {
      return db.transaction().execute(async (trx) => {
        await bumpRevision(trx, userId);
        const kept = await trx
          .selectFrom('trips')
          .select(identityColumns)
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .execute();
        const trips = choose(kept);
        if (kept.length + trips.length > limit)
          return { written: 0, kept: kept.length, refused: { wanted: trips.length } };
        const now = new Date().toISOString();
        for (const { values, ports, crew } of trips) {
          const trip = await trx
            .insertInto('trips')
            .values({ ...values, user_id: userId, created_at: now, updated_at: now, deleted_at: null })
            .returning('id')
            .executeTakeFirstOrThrow();
          await insertChildren(trx, trip.id, ports, crew);
        }
        return { written: trips.length, kept: kept.length };
      });
    },

    /** The captain's trips as an import compares them (deleted ones aside). */
    identitiesOf(userId: number): Promise<TripIdentityRow[]> {
      return db
        .selectFrom('trips')
        .select(identityColumns)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .execute();
    },

    /**
     * Replaces the trip's data, ports and crew in one transaction; undefined when it is not the captain's. The
     * crew to write is planned from the trip and crew as they were and the trip row as now written, read in the
     * transaction (locked on PostgreSQL), so a student's confirmation that lands meanwhile is carried, not lost.
     * `trackId`: a track the trip takes, null to remove its track, left out to keep it (TrackTakeRefused: nothing
     * is saved).
     */
    update<Plan extends { crew: CrewValues[] }>(
      userId: number,
      id: number,
      values: TripValues,
      ports: PortValues[],
      planCrew: (before: { trip: TripRow; crew: CrewRow[] }, after: TripRow) => Plan,
      trackId?: number | null,
    ): Promise<Plan | undefined> {
      return db.transaction().execute(async (trx) => {
        let current = trx
          .selectFrom('trips')
          .selectAll()
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .where('deleted_at', 'is', null);
        if (onPostgres) current = current.forUpdate();
        const before = await current.executeTakeFirst();
        if (!before) return undefined;
        const after = await trx
          .updateTable('trips')
          .set({ ...values, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await bumpRevision(trx, userId);
        let crewQuery = trx
          .selectFrom('trip_crew_members')
          .selectAll()
          .where('trip_id', '=', id)
          .orderBy('position');
        if (onPostgres) crewQuery = crewQuery.forUpdate();
        const plan = planCrew({ trip: before, crew: await crewQuery.execute() }, after);
        await trx.deleteFrom('trip_visited_ports').where('trip_id', '=', id).execute();
        await trx.deleteFrom('trip_crew_members').where('trip_id', '=', id).execute();
        await insertChildren(trx, id, ports, plan.crew);
        await setTripTrack(trx, userId, id, trackId);
        return plan;
      });
    },

    /** Moves the status only from the one it was read with, so two changes cannot cross. */
    changeStatus(userId: number, id: number, from: string, to: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('trips')
          .set({ status: to, updated_at: new Date().toISOString() })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .where('status', '=', from)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await bumpRevision(trx, userId);
        return true;
      });
    },

    /**
     * True when the captain's trip is deleted now, by this call or an earlier one (a second click on "Delete" is
     * not an error); false when the captain has no such trip.
     */
    softDelete(userId: number, id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('trips')
          .set({ deleted_at: new Date().toISOString() })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) {
          const deleted = await trx
            .selectFrom('trips')
            .select('id')
            .where('user_id', '=', userId)
            .where('id', '=', id)
            .executeTakeFirst();
          return deleted !== undefined;
        }
        await bumpRevision(trx, userId);
        // The planned trip it was made from is no longer sailed (the operator's restore does not link it again).
        await trx
          .updateTable('planned_trips')
          .set({ trip_id: null })
          .where('trip_id', '=', id)
          .where('user_id', '=', userId)
          .execute();
        return true;
      });
    },

    /** The operator's restore of a deleted trip (any captain's); false when no deleted trip has that id. */
    restore(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const restored = await trx
          .updateTable('trips')
          .set({ deleted_at: null })
          .where('id', '=', id)
          .where('deleted_at', 'is not', null)
          .returning('user_id')
          .executeTakeFirst();
        if (!restored) return false;
        await bumpRevision(trx, restored.user_id);
        return true;
      });
    },

    /** The dates and status of each of the captain's trips (the overlap check reads them). */
    datesOf(userId: number): Promise<DatedTrip[]> {
      return datesOfTrips(db, userId);
    },

    /** The number the cached trip list is checked against (see bumpRevision); 0 for an unknown captain. */
    async revisionOf(userId: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select('trips_revision')
        .where('id', '=', userId)
        .executeTakeFirst();
      return Number(row?.trips_revision ?? 0);
    },

    /** Deleted trips of one captain, newest deletion first (for the operator). */
    deletedOf(userId: number) {
      return db
        .selectFrom('trips')
        .select([
          'id',
          'yacht_name',
          'embarkation_port',
          'disembarkation_port',
          'embarkation_date',
          'deleted_at',
        ])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is not', null)
        .orderBy('deleted_at', 'desc')
        .execute();
    },
  };
}

export type TripsRepository = ReturnType<typeof tripsRepository>;
