import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type LoginInput,
  type StudentRegisterInput,
  studentProfileResponseSchema,
  studentSessionResponseSchema,
} from '#domain/auth.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { isNoAnswer } from '../../lib/network-failure.ts';
import { clearStudentSession, readStudentSession, saveStudentSession } from '../../lib/session-storage.ts';

export const studentQueryKeys = {
  all: ['student'] as const,
  profile: ['student', 'profile'] as const,
};

export function useStudentLogin() {
  return useMutation({
    mutationFn: async (input: LoginInput) =>
      studentSessionResponseSchema.parse(
        await apiRequest<unknown>('/api/student/login', { method: 'POST', json: input }),
      ),
    onSuccess: ({ student, token }) => saveStudentSession(student, token),
  });
}

export function useStudentRegister() {
  return useMutation({
    mutationFn: async (input: StudentRegisterInput) =>
      studentSessionResponseSchema.parse(
        await apiRequest<unknown>('/api/student/register', { method: 'POST', json: input }),
      ),
    onSuccess: ({ student, token }) => saveStudentSession(student, token),
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
      const { student } = studentProfileResponseSchema.parse(
        await apiRequest<unknown>('/api/student/profile', { auth: 'student' }),
      );
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
