import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackSketch } from '#domain/track.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { type DownloadedFile, downloadFile } from '../../../../lib/download-file.ts';
import { tripsQueryKey, tripsUrl } from '../../api.ts';

export const trackSketchUrl = (tripId: number) => `${tripsUrl}/${tripId}/track`;
export const trackGpxUrl = (tripId: number) => `${tripsUrl}/${tripId}/track.gpx`;

const sketchAnswer = () =>
  import('#domain/track.ts').then((m) => ({
    parse: (body: unknown): TrackSketch => m.trackSketchResponseSchema.parse(body).sketch,
  }));

/** GET /api/sailing-trips/{id}/track: the simplified route for the sketch (404 when the trip has none). */
export const trackSketchQueryOptions = (tripId: number) =>
  queryOptions({
    queryKey: [...tripsQueryKey, 'detail', tripId, 'track'] as const,
    queryFn: (): Promise<TrackSketch> =>
      apiRequest(trackSketchUrl(tripId), { auth: 'captain', schema: sketchAnswer }),
  });

export function useTrackSketch(tripId: number) {
  return useQuery(trackSketchQueryOptions(tripId));
}

/** GET /api/sailing-trips/{id}/track.gpx under the server's file name (or one made from the trip's id). */
export function downloadTrackGpx(tripId: number): Promise<DownloadedFile> {
  return downloadFile(trackGpxUrl(tripId), { auth: 'captain', fallbackName: `trip-${tripId}.gpx` });
}

const configAnswer = () => import('#domain/client-config.ts').then((m) => m.clientConfigResponseSchema);

/** GET /api/config: the operator's map tiles, if any; it changes only with a restart of the server. */
export function useClientConfig() {
  return useQuery({
    queryKey: ['config'] as const,
    queryFn: () => apiRequest('/api/config', { schema: configAnswer }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
