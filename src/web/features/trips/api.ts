import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readServedTrip, type Trip } from '#domain/trip.ts';
import type { TripStatus } from '#domain/trip-enums.ts';
import type { TripCreateRequestBody, TripRequestBody } from '#domain/trip-request.ts';
import { z } from '#domain/validation.ts';
import { apiDelete, apiRequest } from '../../lib/api-client.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';

export const tripsUrl = '/api/sailing-trips';

/** Every trip query starts with this key, so one invalidation refreshes the list, details and dashboard. */
export const tripsQueryKey = ['trips'] as const;

const listAnswer = z.object({ sailing_trips: z.array(z.unknown()) });
const tripAnswer = z.object({ sailing_trip: z.unknown() });
const messageAnswer = z.object({ success: z.boolean().optional(), message: z.string().optional() });

/** The served trip in any of the SPEC's readings, read into one shape. */
const readTrip = (body: unknown): Trip => readServedTrip(tripAnswer.parse(body).sailing_trip);

/** GET /api/sailing-trips: all of the captain's trips (at most 350), newest first. */
export const tripListQueryOptions = () =>
  queryOptions({
    queryKey: [...tripsQueryKey, 'list'] as const,
    queryFn: async (): Promise<Trip[]> =>
      listAnswer
        .parse(await apiRequest<unknown>(tripsUrl, { auth: 'captain' }))
        .sailing_trips.map(readServedTrip),
  });

export function useTrips() {
  return useQuery(tripListQueryOptions());
}

export const tripQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...tripsQueryKey, 'detail', id] as const,
    queryFn: async (): Promise<Trip> =>
      readTrip(await apiRequest<unknown>(`${tripsUrl}/${id}`, { auth: 'captain' })),
  });

/** GET /api/sailing-trips/{id}: one of the captain's trips (another captain's id answers 404). */
export function useTrip(id: number) {
  return useQuery(tripQueryOptions(id));
}

function useStoreTrip() {
  const queryClient = useQueryClient();
  return (trip: Trip) => {
    queryClient.setQueryData(tripQueryOptions(trip.id).queryKey, trip);
    return queryClient.invalidateQueries({ queryKey: [...tripsQueryKey, 'list'] });
  };
}

export interface TripSaveOptions {
  /**
   * Runs when the server has stored the trip, before the cache learns of it: the form's draft is dropped there,
   * since the edit page opens a fresh form for the trip's new version as soon as the cache has it.
   */
  onStored?: (trip: Trip) => void;
}

/**
 * POST /api/sailing-trips (needs Premium; at most 350 trips), with this form's Idempotency-Key: a repeated
 * submit gets the first answer instead of a second trip.
 */
export function useCreateTrip({ onStored }: TripSaveOptions = {}) {
  const store = useStoreTrip();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: async (body: TripCreateRequestBody) =>
      readTrip(
        await apiRequest<unknown>(tripsUrl, {
          method: 'POST',
          json: body,
          auth: 'captain',
          idempotencyKey: key.current(),
        }),
      ),
    onSuccess: (trip) => {
      key.renew();
      onStored?.(trip);
      return store(trip);
    },
  });
}

/** PUT /api/sailing-trips/{id} (needs Premium). */
export function useUpdateTrip(id: number, { onStored }: TripSaveOptions = {}) {
  const store = useStoreTrip();
  return useMutation({
    mutationFn: async (body: TripRequestBody) =>
      readTrip(
        await apiRequest<unknown>(`${tripsUrl}/${id}`, { method: 'PUT', json: body, auth: 'captain' }),
      ),
    onSuccess: (trip) => {
      onStored?.(trip);
      return store(trip);
    },
  });
}

/** PATCH /api/sailing-trips/{id}/status (needs Premium; see docs/trips.md for the allowed changes). */
export function useChangeTripStatus(id: number) {
  const store = useStoreTrip();
  return useMutation({
    mutationFn: async (status: TripStatus) =>
      readTrip(
        await apiRequest<unknown>(`${tripsUrl}/${id}/status`, {
          method: 'PATCH',
          json: { status },
          auth: 'captain',
        }),
      ),
    onSuccess: (trip) => store(trip),
  });
}

/**
 * DELETE /api/sailing-trips/{id} (needs Premium): the trip leaves the logbook (the operator can restore it). A
 * trip deleted already (another tab, a repeated click) answers 404, which counts as deleted.
 */
export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      messageAnswer.nullable().parse(await apiDelete<unknown>(`${tripsUrl}/${id}`, { auth: 'captain' })),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...tripsQueryKey, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: tripsQueryKey });
    },
  });
}
