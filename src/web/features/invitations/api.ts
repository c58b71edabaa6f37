import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '#domain/auth.ts';
import {
  type CaptainStudent,
  captainStudentListResponseSchema,
  type Invitation,
  type InvitationCreate,
  invitationListResponseSchema,
  invitationResponseSchema,
} from '#domain/invitation.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const invitationsUrl = '/api/invitations';
export const captainStudentsUrl = '/api/captain/students';

/**
 * Every query of this page starts with this key: a new student changes an invitation's uses and students,
 * a disconnect changes both lists, so one invalidation refreshes everything.
 */
export const captainInvitationsQueryKey = ['captain-invitations'] as const;

/** GET /api/invitations: the captain's invitations, newest first. */
export const invitationListQueryOptions = () =>
  queryOptions({
    queryKey: [...captainInvitationsQueryKey, 'invitations'] as const,
    queryFn: async (): Promise<Invitation[]> =>
      invitationListResponseSchema.parse(await apiRequest<unknown>(invitationsUrl, { auth: 'captain' }))
        .invitations,
  });

export function useInvitations() {
  return useQuery(invitationListQueryOptions());
}

/** GET /api/captain/students: the captain's connected students, by name. */
export function useCaptainStudents() {
  return useQuery({
    queryKey: [...captainInvitationsQueryKey, 'students'] as const,
    queryFn: async (): Promise<CaptainStudent[]> =>
      captainStudentListResponseSchema.parse(
        await apiRequest<unknown>(captainStudentsUrl, { auth: 'captain' }),
      ).students,
  });
}

function useInvalidateInvitations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: captainInvitationsQueryKey });
}

/** POST /api/invitations. */
export function useCreateInvitation() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: async (input: InvitationCreate) =>
      invitationResponseSchema.parse(
        await apiRequest<unknown>(invitationsUrl, { method: 'POST', json: input, auth: 'captain' }),
      ).invitation,
    onSuccess: () => invalidate(),
  });
}

/** PATCH /api/invitations/{id} with only is_active: activates or deactivates. */
export function useSetInvitationActive() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: number; isActive: boolean }) =>
      invitationResponseSchema.parse(
        await apiRequest<unknown>(`${invitationsUrl}/${id}`, {
          method: 'PATCH',
          json: { is_active: isActive },
          auth: 'captain',
        }),
      ).invitation,
    onSuccess: () => invalidate(),
  });
}

/** DELETE /api/invitations/{id}; the server refuses (422) once the invitation has been used. */
export function useDeleteInvitation() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: async (id: number) =>
      messageResponseSchema.parse(
        await apiRequest<unknown>(`${invitationsUrl}/${id}`, { method: 'DELETE', auth: 'captain' }),
      ),
    onSuccess: () => invalidate(),
  });
}

/** DELETE /api/captain/students/{id}: the student needs a new invitation to come back. */
export function useDisconnectStudent() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: async (studentId: number) =>
      messageResponseSchema.parse(
        await apiRequest<unknown>(`${captainStudentsUrl}/${studentId}`, {
          method: 'DELETE',
          auth: 'captain',
        }),
      ),
    onSuccess: () => invalidate(),
  });
}
