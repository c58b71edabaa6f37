import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackSketch } from '#domain/track.ts';
import { apiRequest, refusalOf } from '../../../../lib/api-client.ts';
import { currentLanguage } from '../../../../lib/i18n.ts';
import { clearCaptainSession, readCaptainSession } from '../../../../lib/session-storage.ts';
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

/** The file name of a Content-Disposition header, or one made from the trip's id. */
function gpxFileName(header: string | null, tripId: number): string {
  return (header ? /filename="([^"]+)"/i.exec(header)?.[1] : undefined) ?? `trip-${tripId}.gpx`;
}

/**
 * GET /api/sailing-trips/{id}/track.gpx with the captain's token, as apiRequest sends it (a 401 ends the login); a
 * refusal becomes an ApiError with the server's message.
 */
export async function downloadTrackGpx(tripId: number): Promise<{ blob: Blob; fileName: string }> {
  const headers = new Headers({ Accept: 'application/gpx+xml', 'Accept-Language': currentLanguage() });
  const session = readCaptainSession();
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  const response = await fetch(trackGpxUrl(tripId), { headers });
  if (response.status === 401) clearCaptainSession();
  if (!response.ok) throw await refusalOf(response);
  const blob = await response.blob();
  return { blob, fileName: gpxFileName(response.headers.get('Content-Disposition'), tripId) };
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
