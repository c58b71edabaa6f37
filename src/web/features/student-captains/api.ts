import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '#domain/auth.ts';
import { type StudentCaptain, studentCaptainListResponseSchema } from '#domain/invitation.ts';
import { apiDelete, apiRequest } from '../../lib/api-client.ts';
import { refreshStudentArea, studentAreaKeys } from '../student-shared/query-keys.ts';

export const studentCaptainsUrl = '/api/student/captains';

/** GET /api/student/captains: the captains the student is connected to. */
export function useStudentCaptains() {
  return useQuery({
    queryKey: studentAreaKeys.captains,
    queryFn: async (): Promise<StudentCaptain[]> =>
      (await apiRequest(studentCaptainsUrl, { auth: 'student', schema: studentCaptainListResponseSchema }))
        .captains,
  });
}

/**
 * DELETE /api/student/captains/{id}: the captain's trips and the enrolments in them disappear too. Disconnected
 * already (another tab, a repeated click): the 404 counts as done, and the answer is null.
 */
export function useDisconnectCaptain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (captainId: number) =>
      apiDelete(`${studentCaptainsUrl}/${captainId}`, { auth: 'student', schema: messageResponseSchema }),
    onSuccess: () => refreshStudentArea(queryClient),
  });
}
