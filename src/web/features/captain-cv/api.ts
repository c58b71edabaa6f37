import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type CvGenerateRequest,
  type CvTripsResponse,
  cvGenerateResponseSchema,
  cvTripsResponseSchema,
} from '#domain/cv.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const cvTripsUrl = '/api/captain/cv/trips';
export const cvGenerateUrl = '/api/captain/cv/generate';

/** GET /api/captain/cv/trips: the captain's trips (newest first) and the captain as the CV shows them. */
export const cvTripsQueryOptions = () =>
  queryOptions({
    queryKey: ['captain-cv', 'trips'] as const,
    queryFn: (): Promise<CvTripsResponse> =>
      apiRequest(cvTripsUrl, { auth: 'captain', schema: cvTripsResponseSchema }),
  });

export function useCvTrips() {
  return useQuery(cvTripsQueryOptions());
}

/** POST /api/captain/cv/generate: the address of the PDF, valid for 10 minutes without the login. */
export function useGenerateCv() {
  return useMutation({
    mutationFn: async (request: CvGenerateRequest) =>
      (
        await apiRequest(cvGenerateUrl, {
          method: 'POST',
          json: request,
          auth: 'captain',
          schema: cvGenerateResponseSchema,
        })
      ).pdf_url,
  });
}
