import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '#domain/auth.ts';
import {
  type StudentNotes,
  type StudentPlannedTrip,
  studentEnrolmentResponseSchema,
  studentPlannedTripListResponseSchema,
  studentPlannedTripResponseSchema,
} from '#domain/planned-trip.ts';
import { apiDelete, apiRequest } from '../../lib/api-client.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';
import { refreshStudentArea, studentAreaKeys } from '../student-shared/query-keys.ts';
import { retryUnlessRefused } from '../student-shared/retry.ts';

export const studentPlannedTripsUrl = '/api/student/planned-sailing-trips';
const enrolmentUrl = (tripId: number) => `${studentPlannedTripsUrl}/${tripId}/enrolment`;

/** GET /api/student/planned-sailing-trips: active trips of the connected captains, soonest first. */
export function useStudentPlannedTrips() {
  return useQuery({
    queryKey: studentAreaKeys.plannedTrips,
    queryFn: async (): Promise<StudentPlannedTrip[]> =>
      (
        await apiRequest(studentPlannedTripsUrl, {
          auth: 'student',
          schema: studentPlannedTripListResponseSchema,
        })
      ).planned_trips,
  });
}

/** GET /api/student/planned-sailing-trips/{id}: 404 when inactive or not of a connected captain. */
export function useStudentPlannedTrip(id: number) {
  return useQuery({
    queryKey: studentAreaKeys.plannedTrip(id),
    queryFn: async (): Promise<StudentPlannedTrip> =>
      (
        await apiRequest(`${studentPlannedTripsUrl}/${id}`, {
          auth: 'student',
          schema: studentPlannedTripResponseSchema,
        })
      ).planned_trip,
    retry: retryUnlessRefused,
  });
}

function useEnrolmentMutation<Input, Answer>(request: (tripId: number, input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tripId, input }: { tripId: number; input: Input }) => request(tripId, input),
    // A refused join (the trip filled up meanwhile) also means the trip changed: read it again either way.
    onSettled: () => refreshStudentArea(queryClient),
  });
}

/**
 * POST .../enrolment {student_notes}: joins (pending); after a rejection asks again (pending again). Sent with
 * this dialog's Idempotency-Key, renewed after each successful join.
 */
export function useJoinTrip() {
  const key = useIdempotencyKey();
  return useEnrolmentMutation(async (tripId: number, input: StudentNotes) => {
    const answer = await apiRequest(enrolmentUrl(tripId), {
      method: 'POST',
      json: input,
      auth: 'student',
      idempotencyKey: key.current(),
      schema: studentEnrolmentResponseSchema,
    });
    key.renew();
    return answer;
  });
}

/** PATCH .../enrolment {student_notes}: the student's notes to the captain. */
export function useUpdateNotes() {
  return useEnrolmentMutation((tripId: number, input: StudentNotes) =>
    apiRequest(enrolmentUrl(tripId), {
      method: 'PATCH',
      json: input,
      auth: 'student',
      schema: studentEnrolmentResponseSchema,
    }),
  );
}

/**
 * DELETE .../enrolment: leaves the trip (the enrolment and its notes are deleted). Left already (another tab, a
 * repeated click): the 404 counts as left, and the answer is null.
 */
export function useLeaveTrip() {
  return useEnrolmentMutation((tripId: number, _input: undefined) =>
    apiDelete(enrolmentUrl(tripId), { auth: 'student', schema: messageResponseSchema }),
  );
}
