import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { type PortSuggestion, portSuggestionsResponseSchema } from '#domain/track.ts';
import { readServedTrip, type Trip } from '#domain/trip.ts';
import type { TripStatus } from '#domain/trip-enums.ts';
import type { TripCreateRequestBody, TripRequestBody } from '#domain/trip-request.ts';
import {
  type TripSummary,
  type TripSummaryListResponse,
  type TripSummarySort,
  tripSummaryListResponseSchema,
} from '#domain/trip-summary.ts';
import { z } from '#domain/validation.ts';
import { apiDelete, apiRequest } from '../../lib/api-client.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';

export const tripsUrl = '/api/sailing-trips';

/** Every trip query starts with this key, so one invalidation refreshes the list, details and dashboard. */
export const tripsQueryKey = ['trips'] as const;

const tripShape = z.object({ sailing_trip: z.unknown() });
const messageAnswer = z.object({ success: z.boolean().optional(), message: z.string().optional() });

/** The served trip in any of the SPEC's readings, read into one shape. */
const tripAnswer = { parse: (body: unknown): Trip => readServedTrip(tripShape.parse(body).sailing_trip) };

/** Every summary list (the trips page, the dashboard, a yacht's trips, a trip's overlaps) starts with this key. */
export const tripSummariesQueryKey = [...tripsQueryKey, 'summary'] as const;

/** What a summary list asks the server for; the cursor is added page by page. */
export interface TripSummaryParams {
  limit?: number;
  q?: string;
  sort?: TripSummarySort;
  registration_number?: string;
  overlapping?: number;
}

/** The query string of GET /api/sailing-trips?view=summary; blank and missing values are left out. */
export function tripSummaryUrl(params: TripSummaryParams, cursor?: string | null): string {
  const query = new URLSearchParams({ view: 'summary' });
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && String(value).trim() !== '') query.set(name, String(value).trim());
  }
  if (cursor) query.set('cursor', cursor);
  return `${tripsUrl}?${query}`;
}

/**
 * GET /api/sailing-trips?view=summary: the captain's trips a page at a time (a few fields each), searched,
 * filtered and sorted on the server; `fetchNextPage` follows `next_cursor`.
 */
export const tripSummariesQueryOptions = (params: TripSummaryParams) =>
  infiniteQueryOptions({
    queryKey: [...tripSummariesQueryKey, params] as const,
    queryFn: ({ pageParam }): Promise<TripSummaryListResponse> =>
      apiRequest(tripSummaryUrl(params, pageParam), {
        auth: 'captain',
        schema: tripSummaryListResponseSchema,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

const noSummaries: TripSummary[] = [];

/** The summary pages loaded so far as one list, with the server's count of every match. */
export function useTripSummaries(params: TripSummaryParams, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({ ...tripSummariesQueryOptions(params), enabled });
  const pages = query.data?.pages;
  const trips = useMemo(() => pages?.flatMap((page) => page.sailing_trips) ?? noSummaries, [pages]);
  return { ...query, trips, total: pages?.[0]?.total ?? 0 };
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
    return queryClient.invalidateQueries({ queryKey: tripSummariesQueryKey });
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
