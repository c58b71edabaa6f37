import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '#domain/auth.ts';
import {
  type CaptainStudent,
  captainStudentListResponseSchema,
  type Invitation,
  type InvitationCreate,
  type InvitationPatch,
  invitationListResponseSchema,
  invitationResponseSchema,
} from '#domain/invitation.ts';
import { apiDelete, apiRequest } from '../../lib/api-client.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';

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
      (await apiRequest(invitationsUrl, { auth: 'captain', schema: invitationListResponseSchema }))
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
      (await apiRequest(captainStudentsUrl, { auth: 'captain', schema: captainStudentListResponseSchema }))
        .students,
  });
}

function useInvalidateInvitations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: captainInvitationsQueryKey });
}

/**
 * POST /api/invitations, with this form's Idempotency-Key (a repeat creates nothing); renewed after each created
 * invitation, since the form stays on screen for the next one.
 */
export function useCreateInvitation() {
  const invalidate = useInvalidateInvitations();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: async (input: InvitationCreate) =>
      (
        await apiRequest(invitationsUrl, {
          method: 'POST',
          json: input,
          auth: 'captain',
          idempotencyKey: key.current(),
          schema: invitationResponseSchema,
        })
      ).invitation,
    onSuccess: () => {
      key.renew();
      return invalidate();
    },
  });
}

/**
 * PATCH /api/invitations/{id} with the fields that changed (description, expiry, limit, active): the edit
 * dialog sends only those, so an expiry that has passed meanwhile is not sent back (the server refuses it).
 */
export function useUpdateInvitation() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: InvitationPatch }) =>
      (
        await apiRequest(`${invitationsUrl}/${id}`, {
          method: 'PATCH',
          json: changes,
          auth: 'captain',
          schema: invitationResponseSchema,
        })
      ).invitation,
    onSuccess: () => invalidate(),
  });
}

/** PATCH /api/invitations/{id} with only is_active: activates or deactivates. */
export function useSetInvitationActive() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: number; isActive: boolean }) =>
      (
        await apiRequest(`${invitationsUrl}/${id}`, {
          method: 'PATCH',
          json: { is_active: isActive },
          auth: 'captain',
          schema: invitationResponseSchema,
        })
      ).invitation,
    onSuccess: () => invalidate(),
  });
}

/**
 * DELETE /api/invitations/{id}; the server refuses (422) once the invitation has been used. One deleted already
 * (another tab, a repeated click) answers 404, which counts as deleted.
 */
export function useDeleteInvitation() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: (id: number) =>
      apiDelete(`${invitationsUrl}/${id}`, { auth: 'captain', schema: messageResponseSchema }),
    onSuccess: () => invalidate(),
  });
}

/**
 * DELETE /api/captain/students/{id}: the student needs a new invitation to come back. One disconnected already
 * (another tab, a repeated click) answers 404, which counts as done.
 */
export function useDisconnectStudent() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: (studentId: number) =>
      apiDelete(`${captainStudentsUrl}/${studentId}`, { auth: 'captain', schema: messageResponseSchema }),
    onSuccess: () => invalidate(),
  });
}
