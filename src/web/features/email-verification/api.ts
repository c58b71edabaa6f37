import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VerifyEmailInput } from '#domain/email-verification.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import {
  readCaptainSession,
  readStudentSession,
  saveCaptainUser,
  saveStudentSession,
} from '../../lib/session-storage.ts';
import { captainQueryKeys } from '../auth/api.ts';
import { studentQueryKeys } from '../student-shared/query-keys.ts';

export type AccountKind = 'captain' | 'student';

const apiPrefix: Record<AccountKind, string> = { captain: '/api/auth', student: '/api/student' };
const accountQueryKey = { captain: captainQueryKeys.user, student: studentQueryKeys.profile } as const;

const schemas = () => import('#domain/email-verification.ts');
const verifySchema = () => schemas().then((m) => m.verifyEmailResponseSchema);
const mailSchema = () => schemas().then((m) => m.verificationMailResponseSchema);

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The stored login of this kind, when it is the account whose address was just confirmed, counts as confirmed
 * at once (so the banner goes), until the account fetched again says when exactly.
 */
function markConfirmed(kind: AccountKind, email: string) {
  const at = new Date().toISOString();
  if (kind === 'captain') {
    const session = readCaptainSession();
    if (session && sameAddress(session.user.email, email) && !session.user.email_verified_at)
      saveCaptainUser({ ...session.user, email_verified_at: at });
    return;
  }
  const session = readStudentSession();
  if (session && sameAddress(session.student.email, email) && !session.student.email_verified_at)
    saveStudentSession({ ...session.student, email_verified_at: at }, session.token);
}

/** POST .../verify-email with the link's e-mail and secret; works logged in or out. */
export function useVerifyEmail(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyEmailInput) =>
      apiRequest(`${apiPrefix[kind]}/verify-email`, { method: 'POST', json: input, schema: verifySchema }),
    onSuccess: (_answer, input) => {
      markConfirmed(kind, input.email);
      return queryClient.invalidateQueries({ queryKey: accountQueryKey[kind] });
    },
  });
}

/**
 * "Send again": a new link for the logged-in account, its result as a toast (the server's message: sent, already
 * confirmed, or the rate limit's). An address confirmed meanwhile refreshes the account, so the banner goes;
 * the toast is the mutation's own, so it still shows when the button that asked has gone with the banner.
 */
export function useSendVerificationMail(kind: AccountKind) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${apiPrefix[kind]}/verification-mail`, { method: 'POST', auth: kind, schema: mailSchema }),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      if (answer.status === 'already_verified')
        void queryClient.invalidateQueries({ queryKey: accountQueryKey[kind] });
    },
    onError: (error) => notifyFailure(failureMessage(error, t('email_verification.banner.failed'))),
  });
}
