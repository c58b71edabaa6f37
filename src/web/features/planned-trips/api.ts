import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CaptainEnrolment,
  captainEnrolmentResponseSchema,
  type EnrolmentDecision,
  type PlannedTrip,
  type PlannedTripInput,
  plannedTripDetailResponseSchema,
  plannedTripListResponseSchema,
  plannedTripResponseSchema,
} from '#domain/planned-trip.ts';
import { z } from '#domain/validation.ts';
import { apiDelete, apiRequest } from '../../lib/api-client.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';

export const plannedTripsUrl = '/api/planned-sailing-trips';

/** Every planned-trip query starts with this key, so one invalidation refreshes the list and the details. */
export const plannedTripsQueryKey = ['planned-trips'] as const;

const messageAnswer = z.object({ success: z.boolean().optional(), message: z.string().optional() });

export type PlannedTripDetail = z.infer<typeof plannedTripDetailResponseSchema>;

/** GET /api/planned-sailing-trips: the captain's planned trips with their enrolment counts, latest start first. */
export const plannedTripListQueryOptions = () =>
  queryOptions({
    queryKey: [...plannedTripsQueryKey, 'list'] as const,
    queryFn: async (): Promise<PlannedTrip[]> =>
      (await apiRequest(plannedTripsUrl, { auth: 'captain', schema: plannedTripListResponseSchema }))
        .planned_trips,
  });

export function usePlannedTrips() {
  return useQuery(plannedTripListQueryOptions());
}

export const plannedTripQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...plannedTripsQueryKey, 'detail', id] as const,
    queryFn: (): Promise<PlannedTripDetail> =>
      apiRequest(`${plannedTripsUrl}/${id}`, { auth: 'captain', schema: plannedTripDetailResponseSchema }),
  });

/** GET /api/planned-sailing-trips/{id}: the trip and its enrolments by status (another captain's id: 404). */
export function usePlannedTrip(id: number) {
  return useQuery(plannedTripQueryOptions(id));
}

function useInvalidatePlannedTrips() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: plannedTripsQueryKey });
}

/** POST /api/planned-sailing-trips (needs Premium), with this form's Idempotency-Key (a repeat creates nothing). */
export function useCreatePlannedTrip() {
  const invalidate = useInvalidatePlannedTrips();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: async (input: PlannedTripInput): Promise<PlannedTrip> =>
      (
        await apiRequest(plannedTripsUrl, {
          method: 'POST',
          json: input,
          auth: 'captain',
          idempotencyKey: key.current(),
          schema: plannedTripResponseSchema,
        })
      ).planned_trip,
    onSuccess: () => {
      key.renew();
      return invalidate();
    },
  });
}

/** PUT /api/planned-sailing-trips/{id} (a login is enough). */
export function useUpdatePlannedTrip(id: number) {
  const invalidate = useInvalidatePlannedTrips();
  return useMutation({
    mutationFn: async (input: PlannedTripInput): Promise<PlannedTrip> =>
      (
        await apiRequest(`${plannedTripsUrl}/${id}`, {
          method: 'PUT',
          json: input,
          auth: 'captain',
          schema: plannedTripResponseSchema,
        })
      ).planned_trip,
    onSuccess: () => invalidate(),
  });
}

/**
 * DELETE /api/planned-sailing-trips/{id}; its enrolments go with it. One deleted already (another tab, a repeated
 * click) answers 404, which counts as deleted.
 */
export function useDeletePlannedTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiDelete(`${plannedTripsUrl}/${id}`, { auth: 'captain', schema: messageAnswer }),
    onSuccess: (_answer, id) => {
      // Gone for good: drop the details instead of asking again (a 404).
      queryClient.removeQueries({ queryKey: [...plannedTripsQueryKey, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: plannedTripsQueryKey });
    },
  });
}

export interface DecisionRequest extends EnrolmentDecision {
  enrolmentId: number;
}

/** PATCH /api/planned-sailing-trips/{id}/enrolments/{enrolmentId}: accept or reject, with the captain's notes. */
export function useDecideEnrolment(tripId: number) {
  const invalidate = useInvalidatePlannedTrips();
  return useMutation({
    mutationFn: async ({ enrolmentId, ...decision }: DecisionRequest): Promise<CaptainEnrolment> =>
      (
        await apiRequest(`${plannedTripsUrl}/${tripId}/enrolments/${enrolmentId}`, {
          method: 'PATCH',
          json: decision,
          auth: 'captain',
          schema: captainEnrolmentResponseSchema,
        })
      ).enrolment,
    onSettled: () => invalidate(),
  });
}
