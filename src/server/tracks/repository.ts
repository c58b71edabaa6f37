import type { Db } from '../db/database.ts';

/** What an upload stores: the summary as served without its id, every point, the simplified line (all JSON). */
export interface TrackValues {
  summary: string;
  points: string;
  sketch: string;
}

/** Why a trip could not take a track (the trip is then not saved). */
export class TrackTakeRefused extends Error {
  constructor(readonly trackId: number) {
    super(`track ${trackId} cannot be taken`);
  }
}

/**
 * Gives the captain's track to the trip inside the trip's transaction, and lets go of any other track the trip had
 * (deleted: a trip keeps one track). Only a track of the same captain that is untaken and unexpired, or already this
 * trip's, can be taken; otherwise throws TrackTakeRefused and the transaction rolls back. null removes the trip's
 * track; undefined leaves it as it is.
 */
export async function setTripTrack(
  trx: Db,
  userId: number,
  tripId: number,
  trackId: number | null | undefined,
  now = new Date(),
): Promise<void> {
  if (trackId === undefined) return;
  let others = trx.deleteFrom('tracks').where('user_id', '=', userId).where('trip_id', '=', tripId);
  if (trackId !== null) others = others.where('id', '!=', trackId);
  await others.execute();
  if (trackId === null) return;
  const taken = await trx
    .updateTable('tracks')
    .set({ trip_id: tripId, expires_at: null })
    .where('id', '=', trackId)
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('trip_id', '=', tripId),
        eb.and([eb('trip_id', 'is', null), eb('expires_at', '>', now.toISOString())]),
      ]),
    )
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) throw new TrackTakeRefused(trackId);
}

/**
 * A captain's tracks; every query is keyed by the captain's user id. A trip's track is read only through a trip of
 * the same captain that is not deleted, so a deleted trip's track is hidden with it until the operator restores it.
 */
export function tracksRepository(db: Db) {
  const ofTrip = (userId: number, tripId: number) =>
    db
      .selectFrom('tracks')
      .innerJoin('trips', 'trips.id', 'tracks.trip_id')
      .where('tracks.user_id', '=', userId)
      .where('trips.user_id', '=', userId)
      .where('trips.id', '=', tripId)
      .where('trips.deleted_at', 'is', null);

  return {
    /** Stores an uploaded track that waits for a trip until `expiresAt`; its id. */
    async insert(userId: number, values: TrackValues, now: Date, expiresAt: Date): Promise<number> {
      const row = await db
        .insertInto('tracks')
        .values({
          ...values,
          user_id: userId,
          trip_id: null,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The trip's summary and simplified line, for drawing. */
    sketchOf(userId: number, tripId: number) {
      return ofTrip(userId, tripId).select(['tracks.summary', 'tracks.sketch']).executeTakeFirst();
    },

    /** Every point of the trip's track, for the GPX download. */
    pointsOf(userId: number, tripId: number) {
      return ofTrip(userId, tripId).select(['tracks.points']).executeTakeFirst();
    },

    /** Deletes the tracks no trip took before they expired; how many. */
    async purgeExpired(now: Date): Promise<number> {
      const result = await db
        .deleteFrom('tracks')
        .where('trip_id', 'is', null)
        .where('expires_at', '<', now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type TracksRepository = ReturnType<typeof tracksRepository>;
