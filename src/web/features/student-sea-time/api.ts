import { useQuery } from '@tanstack/react-query';
import { type SeaTime, seaTimeResponseSchema } from '#domain/sea-time/schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { studentLogbookKeys } from '../student-logbook/api.ts';

export const studentSeaTimeUrl = '/api/student/sea-time';

/** GET /api/student/sea-time: the captain's sea-time answer, over the trips the student confirmed. */
export function useStudentSeaTime() {
  return useQuery({
    queryKey: studentLogbookKeys.seaTime,
    queryFn: async (): Promise<SeaTime> =>
      (await apiRequest(studentSeaTimeUrl, { auth: 'student', schema: seaTimeResponseSchema })).sea_time,
  });
}
