import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type InvitationAccept,
  type InvitationPreview,
  type InvitationPublicPreview,
  invitationAcceptResponseSchema,
  invitationPreviewResponseSchema,
  invitationPublicPreviewResponseSchema,
} from '#domain/invitation.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { refreshStudentArea, studentAreaKeys } from '../student-shared/query-keys.ts';
import { retryUnlessRefused } from '../student-shared/retry.ts';

export const invitationsUrl = '/api/student/invitations';

/** GET /api/student/invitations/{id}?code=: 404 for an unknown id, 422 for one that cannot be accepted. */
export function useInvitationPreview(id: number, code: string | undefined) {
  return useQuery({
    queryKey: studentAreaKeys.invitation(id, code ?? ''),
    queryFn: async (): Promise<InvitationPreview> =>
      (
        await apiRequest(`${invitationsUrl}/${id}?code=${encodeURIComponent(code ?? '')}`, {
          auth: 'student',
          schema: invitationPreviewResponseSchema,
        })
      ).invitation,
    enabled: code !== undefined,
    retry: retryUnlessRefused,
  });
}

/**
 * GET /api/public/invitations/{id}?code= without a login: the captain's name of the invitation a visitor holds,
 * for the login and register pages. Only with a code; a refusal is an answer, not something to retry.
 */
export function usePublicInvitationPreview(invitation: { id: number; code?: string } | null) {
  const code = invitation?.code;
  return useQuery({
    queryKey: ['public-invitation', invitation?.id ?? 0, code ?? ''] as const,
    queryFn: async (): Promise<InvitationPublicPreview> =>
      (
        await apiRequest(`/api/public/invitations/${invitation?.id}?code=${encodeURIComponent(code ?? '')}`, {
          schema: invitationPublicPreviewResponseSchema,
        })
      ).invitation,
    enabled: invitation !== null && code !== undefined,
    retry: retryUnlessRefused,
    staleTime: 5 * 60_000,
  });
}

/** POST /api/student/invitations/accept: `{code}` or `{invitation_id, code}`. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationAccept) =>
      apiRequest(`${invitationsUrl}/accept`, {
        method: 'POST',
        json: input,
        auth: 'student',
        schema: invitationAcceptResponseSchema,
      }),
    onSuccess: () => refreshStudentArea(queryClient),
  });
}
