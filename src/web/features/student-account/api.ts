import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#domain/new-password.ts';
import { type StudentDetailsInput, studentDetailsResponseSchema } from '#domain/student-account.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { readStudentSession, saveStudentSession } from '../../lib/session-storage.ts';
import { studentProfileQueryOptions } from '../student-auth/api.ts';
import { studentQueryKeys } from '../student-shared/query-keys.ts';

const messageSchema = () => import('#domain/auth.ts').then((m) => m.messageResponseSchema);

/** The logged-in student as GET /api/student/profile tells it (the student area refreshes it on entry). */
export function useStudentAccount() {
  return useQuery(studentProfileQueryOptions);
}

/** Saves the details; the cached profile and the stored login (the header's name) follow the answer. */
export function useSaveStudentDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StudentDetailsInput) =>
      apiRequest('/api/student/profile', {
        method: 'POST',
        auth: 'student',
        json: input,
        schema: studentDetailsResponseSchema,
      }),
    onSuccess: ({ student }) => {
      queryClient.setQueryData(studentQueryKeys.profile, student);
      const session = readStudentSession();
      if (session) saveStudentSession(student, session.token);
    },
  });
}

export function useChangeStudentPassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest('/api/student/change-password', {
        method: 'POST',
        auth: 'student',
        json: input,
        schema: messageSchema,
      }),
  });
}
