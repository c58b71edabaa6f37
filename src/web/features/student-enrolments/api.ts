import { useQuery } from '@tanstack/react-query';
import { studentEnrolmentListResponseSchema } from '#domain/planned-trip.ts';
import type { z } from '#domain/validation.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { studentAreaKeys } from '../student-shared/query-keys.ts';

export const studentEnrolmentsUrl = '/api/student/enrolments';

/** GET /api/student/enrolments: the student's enrolments with their trips (inactive ones too). */
export function useStudentEnrolments() {
  return useQuery({
    queryKey: studentAreaKeys.enrolments,
    queryFn: async (): Promise<StudentEnrolmentWithTrip[]> =>
      (
        await apiRequest(studentEnrolmentsUrl, {
          auth: 'student',
          schema: studentEnrolmentListResponseSchema,
        })
      ).enrolments,
  });
}

export type StudentEnrolmentWithTrip = z.infer<
  typeof studentEnrolmentListResponseSchema
>['enrolments'][number];
