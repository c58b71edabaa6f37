import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountDeletedResponseSchema, type DeleteAccountInput } from '#domain/account-deletion.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { clearCaptainSession, clearStudentSession } from '../../lib/session-storage.ts';

export type AccountKind = 'captain' | 'student';

export const deleteAccountUrls: Record<AccountKind, string> = {
  captain: '/api/auth/delete-account',
  student: '/api/student/delete-account',
};

/**
 * Deletes the logged-in account of this kind. Once the server has deleted it the login ends here too, and
 * nothing of it stays in the cache; a refusal (wrong password, rate limit) leaves everything as it was.
 */
export function useDeleteAccount(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiRequest(deleteAccountUrls[kind], {
        method: 'POST',
        auth: kind,
        json: input,
        schema: accountDeletedResponseSchema,
      }),
    onSuccess: () => {
      if (kind === 'captain') clearCaptainSession();
      else clearStudentSession();
      queryClient.removeQueries();
    },
  });
}
