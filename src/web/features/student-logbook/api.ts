import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmationRequest } from '#domain/crew-confirmation.ts';
import {
  confirmationResponseSchema,
  type StudentLogbookTrip,
  studentLogbookResponseSchema,
  studentLogbookTripResponseSchema,
} from '#domain/student-logbook.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { requestPdf } from '../documents/pdf-request.ts';
import { studentQueryKeys } from '../student-shared/query-keys.ts';
import { retryUnlessRefused } from '../student-shared/retry.ts';

export const studentLogbookUrl = '/api/student/logbook';
const tripUrl = (tripId: number) => `${studentLogbookUrl}/${tripId}`;

/**
 * The logbook's queries. The student's sea time sits under the logbook's key because it is computed from the
 * logbook's confirmations: a confirmation refreshes it with the list.
 */
export const studentLogbookKeys = {
  all: [...studentQueryKeys.all, 'logbook'] as const,
  trip: (tripId: number) => [...studentQueryKeys.all, 'logbook', 'trip', tripId] as const,
  seaTime: [...studentQueryKeys.all, 'logbook', 'sea-time'] as const,
};

/** GET /api/student/logbook: the trips the student is linked crew on, newest first. */
export function useStudentLogbook() {
  return useQuery({
    queryKey: studentLogbookKeys.all,
    queryFn: async (): Promise<StudentLogbookTrip[]> =>
      (await apiRequest(studentLogbookUrl, { auth: 'student', schema: studentLogbookResponseSchema }))
        .sailing_trips,
  });
}

/** GET /api/student/logbook/{tripId}: 404 when the student is not on it (or the captain deleted it). */
export function useStudentLogbookTrip(tripId: number) {
  return useQuery({
    queryKey: studentLogbookKeys.trip(tripId),
    queryFn: async (): Promise<StudentLogbookTrip> =>
      (await apiRequest(tripUrl(tripId), { auth: 'student', schema: studentLogbookTripResponseSchema }))
        .sailing_trip,
    retry: retryUnlessRefused,
  });
}

/**
 * POST .../confirmation {status, note}: the same answer again changes nothing on the server, so it takes no
 * Idempotency-Key. The trip as stored replaces the cached one; the list and the sea time are read again.
 */
export function useConfirmTrip(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmationRequest) =>
      apiRequest(`${tripUrl(tripId)}/confirmation`, {
        method: 'POST',
        json: input,
        auth: 'student',
        schema: confirmationResponseSchema,
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(studentLogbookKeys.trip(tripId), answer.sailing_trip);
      await queryClient.invalidateQueries({
        queryKey: studentLogbookKeys.all,
        predicate: (query) => query.queryKey[3] !== tripId,
      });
    },
  });
}

/** GET .../opinion-pdf: the captain's crew opinion of the student, in the interface's language. */
export const fetchOpinionPdf = (tripId: number) =>
  requestPdf(`${tripUrl(tripId)}/opinion-pdf`, { auth: 'student' });
