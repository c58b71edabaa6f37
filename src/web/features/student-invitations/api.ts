import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type InvitationAccept,
  type InvitationPreview,
  invitationAcceptResponseSchema,
  invitationPreviewResponseSchema,
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
      invitationPreviewResponseSchema.parse(
        await apiRequest<unknown>(`${invitationsUrl}/${id}?code=${encodeURIComponent(code ?? '')}`, {
          auth: 'student',
        }),
      ).invitation,
    enabled: code !== undefined,
    retry: retryUnlessRefused,
  });
}

/** POST /api/student/invitations/accept: `{code}` or `{invitation_id, code}`. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InvitationAccept) =>
      invitationAcceptResponseSchema.parse(
        await apiRequest<unknown>(`${invitationsUrl}/accept`, {
          method: 'POST',
          json: input,
          auth: 'student',
        }),
      ),
    onSuccess: () => refreshStudentArea(queryClient),
  });
}
