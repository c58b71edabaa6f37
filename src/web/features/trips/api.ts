import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PortSuggestion, portSuggestionsResponseSchema } from '#domain/track.ts';
import { readServedTrip, type Trip } from '#domain/trip.ts';
import type { TripStatus } from '#domain/trip-enums.ts';
import type { TripCreateRequestBody, TripRequestBody } from '#domain/trip-request.ts';
import { z } from '#domain/validation.ts';
import { apiDelete, apiRequest } from '../../lib/api-client.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';

export const tripsUrl = '/api/sailing-trips';

/** Every trip query starts with this key, so one invalidation refreshes the list, details and dashboard. */
export const tripsQueryKey = ['trips'] as const;

const listShape = z.object({ sailing_trips: z.array(z.unknown()) });
const tripShape = z.object({ sailing_trip: z.unknown() });
const messageAnswer = z.object({ success: z.boolean().optional(), message: z.string().optional() });

/** The served trips in any of the SPEC's readings, each read into one shape. */
const listAnswer = {
  parse: (body: unknown): Trip[] => listShape.parse(body).sailing_trips.map(readServedTrip),
};

/** The served trip in any of the SPEC's readings, read into one shape. */
const tripAnswer = { parse: (body: unknown): Trip => readServedTrip(tripShape.parse(body).sailing_trip) };

/** GET /api/sailing-trips: all of the captain's trips (at most 350), newest first. */
export const tripListQueryOptions = () =>
  queryOptions({
    queryKey: [...tripsQueryKey, 'list'] as const,
    queryFn: (): Promise<Trip[]> => apiRequest(tripsUrl, { auth: 'captain', schema: listAnswer }),
  });

export function useTrips() {
  return useQuery(tripListQueryOptions());
}

export const tripQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...tripsQueryKey, 'detail', id] as const,
    queryFn: (): Promise<Trip> => apiRequest(`${tripsUrl}/${id}`, { auth: 'captain', schema: tripAnswer }),
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
    mutationFn: (body: TripCreateRequestBody) =>
      apiRequest(tripsUrl, {
        method: 'POST',
        json: body,
        auth: 'captain',
        idempotencyKey: key.current(),
        schema: tripAnswer,
      }),
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
    mutationFn: (body: TripRequestBody) =>
      apiRequest(`${tripsUrl}/${id}`, { method: 'PUT', json: body, auth: 'captain', schema: tripAnswer }),
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
    mutationFn: (status: TripStatus) =>
      apiRequest(`${tripsUrl}/${id}/status`, {
        method: 'PATCH',
        json: { status },
        auth: 'captain',
        schema: tripAnswer,
      }),
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
    mutationFn: (id: number) => apiDelete(`${tripsUrl}/${id}`, { auth: 'captain', schema: messageAnswer }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...tripsQueryKey, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: tripsQueryKey });
    },
  });
}

export const portsUrl = '/api/ports';
/** GET /api/ports answers from this many characters on. */
export const portQueryMinLength = 2;

/** GET /api/ports?q=: the captain's own earlier ports first, then the bundled harbours (at most 20). */
export const portSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['ports', query] as const,
    queryFn: (): Promise<PortSuggestion[]> =>
      apiRequest(`${portsUrl}?${new URLSearchParams({ q: query })}`, {
        auth: 'captain',
        schema: portSuggestionsResponseSchema,
      }).then((answer) => answer.ports),
    enabled: query.length >= portQueryMinLength,
    // A captain typing the same port again in another field reads the answer already there.
    staleTime: 5 * 60_000,
  });

export function usePortSuggestions(query: string) {
  return useQuery(portSuggestionsQueryOptions(query));
}
