import type { Readable } from 'node:stream';
import type { TrackPoint } from '#domain/track/rules.ts';
import { simplifyTrack } from '#domain/track/simplify.ts';
import { summarizeTrack, type TrackSummary } from '#domain/track/summary.ts';
import {
  type Track,
  type TrackSketch,
  type TrackStop,
  trackKeptMs,
  trackLimits,
  trackSchema,
} from '#domain/track.ts';
import { z } from '#domain/validation.ts';
import { NotFoundError, UnprocessableError } from '../http/errors.ts';
import { gpxOf } from './gpx-writer.ts';
import type { TracksRepository } from './repository.ts';
import { decodePoints, encodePoints } from './stored-points.ts';

/** The sketch line's tolerance: this share of the track's larger side, so a harbour hop and a passage look alike. */
const sketchToleranceShare = 1 / 2000;

const storedSummarySchema = trackSchema.omit({ id: true });
const storedLineSchema = z.array(z.tuple([z.number(), z.number()]));

interface Dependencies {
  tracks: TracksRepository;
  /** The GPX reader: every point of the file, or a refusal the route answers with 422. */
  readGpx: (source: Readable) => Promise<TrackPoint[]>;
  /** The gazetteer's names for a track's stops, in order (the captain's own ports, then the bundled harbours). */
  nameStops: (
    ownerId: number,
    stops: readonly { lat: number; lon: number }[],
  ) => Promise<({ name: string; is_tidal: boolean } | undefined)[]>;
  now?: () => Date;
}

function toleranceFor(bbox: NonNullable<TrackSummary['bbox']>): number {
  return Math.max(bbox.max_lat - bbox.min_lat, bbox.max_lon - bbox.min_lon) * sketchToleranceShare;
}

/** The uploaded file as it streams in; truncated once it went past the upload limit. */
export interface UploadedFile {
  stream: Readable;
  truncated(): boolean;
}

/**
 * Tracks read from GPX files (docs/tracks.md): kept for the captain 24 hours unless a trip takes them; a trip's
 * track is served to its captain only, as a sketch to draw and as the GPX it came from.
 */
export function tracksService({ tracks, readGpx, nameStops, now = () => new Date() }: Dependencies) {
  async function named(ownerId: number, stops: TrackStop[]): Promise<TrackStop[]> {
    const places = await nameStops(ownerId, stops);
    return stops.map((stop, index) => {
      const place = places[index];
      return place ? { ...stop, name: place.name, is_tidal: place.is_tidal } : stop;
    });
  }

  return {
    /** Reads the file, measures and keeps the track for the captain; the answer to POST /api/tracks. */
    async upload(ownerId: number, file: UploadedFile): Promise<Track> {
      const tooLarge = () =>
        new UnprocessableError(
          'tracks.errors.too_large',
          { file: 'tracks.errors.too_large' },
          { megabytes: trackLimits.bytes / 2 ** 20 },
        );
      // A file over the upload limit arrives cut short: whatever the reader made of the rest, it is refused.
      const points = await readGpx(file.stream).catch((error: unknown) => {
        throw file.truncated() ? tooLarge() : error;
      });
      if (file.truncated()) throw tooLarge();
      const measured = summarizeTrack(points);
      // The reader refuses a file without track points; this keeps a track with nothing to draw from being kept.
      if (measured.bbox === null)
        throw new UnprocessableError('tracks.errors.no_points', { file: 'tracks.errors.no_points' });
      const summary: TrackSummary = { ...measured, stops: await named(ownerId, measured.stops) };
      const line = simplifyTrack(points, toleranceFor(measured.bbox));
      const at = now();
      const id = await tracks.insert(
        ownerId,
        { summary: JSON.stringify(summary), points: encodePoints(points), sketch: JSON.stringify(line) },
        at,
        new Date(at.getTime() + trackKeptMs),
      );
      return { id, ...summary };
    },

    /** The trip's route for drawing; 404 when the trip has no track or is not the captain's. */
    async sketch(ownerId: number, tripId: number): Promise<TrackSketch> {
      const row = await tracks.sketchOf(ownerId, tripId);
      if (!row) throw new NotFoundError();
      const summary = storedSummarySchema.parse(JSON.parse(row.summary));
      if (summary.bbox === null) throw new NotFoundError();
      return {
        line: storedLineSchema.parse(JSON.parse(row.sketch)),
        stops: summary.stops,
        bbox: summary.bbox,
        distance: summary.distance,
      };
    },

    /** The trip's whole track as GPX 1.1; 404 as the sketch. */
    async gpx(ownerId: number, tripId: number): Promise<string> {
      const row = await tracks.pointsOf(ownerId, tripId);
      if (!row) throw new NotFoundError();
      return gpxOf(decodePoints(row.points), `Logbook trip ${tripId}`);
    },
  };
}

export type TracksService = ReturnType<typeof tracksService>;
