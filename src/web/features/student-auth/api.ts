import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '#domain/auth.ts';
import type { StudentRegisterInput } from '#domain/new-password.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { isNoAnswer } from '../../lib/network-failure.ts';
import { clearStudentSession, readStudentSession, saveStudentSession } from '../../lib/session-storage.ts';
import { studentQueryKeys } from '../student-shared/query-keys.ts';

const authSchemas = () => import('#domain/auth.ts');
const sessionSchema = () => authSchemas().then((m) => m.studentSessionResponseSchema);
const profileSchema = () => authSchemas().then((m) => m.studentProfileResponseSchema);

export function useStudentLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiRequest('/api/student/login', { method: 'POST', json: input, schema: sessionSchema }),
    onSuccess: ({ student, token }) => saveStudentSession(student, token),
  });
}

export function useStudentRegister() {
  return useMutation({
    mutationFn: (input: StudentRegisterInput) =>
      apiRequest('/api/student/register', { method: 'POST', json: input, schema: sessionSchema }),
    // A new account's address is not confirmed yet: the banner asking for it shows from the first page.
    onSuccess: ({ student, token }) => saveStudentSession({ ...student, email_verified_at: null }, token),
  });
}

/** Ends the student login even when the server call fails. */
export function useStudentLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('/api/student/logout', { method: 'POST', auth: 'student' });
      } catch {
        // Logged out locally below either way.
      }
    },
    onSettled: () => {
      clearStudentSession();
      queryClient.removeQueries({ queryKey: studentQueryKeys.all });
    },
  });
}

/** The logged-in student, fetched again on entering the student area; a failed fetch clears the student login. */
export const studentProfileQueryOptions = queryOptions({
  queryKey: studentQueryKeys.profile,
  queryFn: async () => {
    try {
      const { student } = await apiRequest('/api/student/profile', {
        auth: 'student',
        schema: profileSchema,
      });
      const session = readStudentSession();
      if (session) saveStudentSession(student, session.token);
      return student;
    } catch (error) {
      // The server refused or answered nonsense: the login ends. A request that got no answer (offline, or
      // cut off because the page is being left) says nothing about the login, so it stays.
      if (!isNoAnswer(error)) clearStudentSession();
      throw error;
    }
  },
  retry: false,
  staleTime: 0,
});
