import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SeaTime, type SeaTimeSchemeId, seaTimeResponseSchema } from '#domain/sea-time/schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { requestPdf } from '../documents/pdf-request.ts';
import { tripsQueryKey } from '../trips/api.ts';

export const seaTimeUrl = '/api/sea-time';

/** GET /api/sea-time/statement-pdf?scheme=ID: the bilingual sea-time statement for one scheme (Premium). */
export const seaTimeStatementPdfUrl = (scheme: SeaTimeSchemeId) =>
  `${seaTimeUrl}/statement-pdf?scheme=${encodeURIComponent(scheme)}`;

/**
 * GET /api/sea-time: the captain's totals, years and schemes. Its key sits under the trips' key because it is
 * computed from the trips: deleting a trip (which invalidates every trip query) refreshes it too.
 */
export const seaTimeQueryOptions = () =>
  queryOptions({
    queryKey: [...tripsQueryKey, 'sea-time'] as const,
    queryFn: async (): Promise<SeaTime> =>
      (await apiRequest(seaTimeUrl, { auth: 'captain', schema: seaTimeResponseSchema })).sea_time,
  });

export function useSeaTime() {
  return useQuery(seaTimeQueryOptions());
}

export const fetchSeaTimeStatementPdf = (scheme: SeaTimeSchemeId) =>
  requestPdf(seaTimeStatementPdfUrl(scheme), { auth: 'captain' });
