import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForgotPasswordInput, LoginInput } from '#domain/auth.ts';
import type { CaptainRegisterInput, ResetPasswordInput } from '#domain/new-password.ts';
import { type AnswerSchemaSource, apiRequest } from '../../lib/api-client.ts';
import { isNoAnswer } from '../../lib/network-failure.ts';
import {
  clearCaptainSession,
  readCaptainSession,
  saveCaptainSession,
  saveCaptainUser,
  saveHasPremium,
} from '../../lib/session-storage.ts';
import { passwordResetPaths, type ResetAccountKind } from './password-reset-paths.ts';

export const captainQueryKeys = {
  all: ['captain'] as const,
  user: ['captain', 'user'] as const,
};

const authSchemas = () => import('#domain/auth.ts');
const sessionSchema = () => authSchemas().then((m) => m.captainSessionResponseSchema);
const messageSchema = () => authSchemas().then((m) => m.messageResponseSchema);
const currentUserSchema = () => authSchemas().then((m) => m.currentUserResponseSchema);

const post = <T>(path: string, json: unknown, schema: AnswerSchemaSource<T>) =>
  apiRequest(path, { method: 'POST', json, schema });

/** Stores a fresh captain login; premium is worked out later, so it starts as false. */
function startSession({ user, token }: { user: Parameters<typeof saveCaptainSession>[0]; token: string }) {
  saveCaptainSession(user, token);
  saveHasPremium(false);
}

export function useCaptainLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => post('/api/auth/login', input, sessionSchema),
    onSuccess: startSession,
  });
}

export function useCaptainRegister() {
  return useMutation({
    mutationFn: (input: CaptainRegisterInput) => post('/api/auth/register', input, sessionSchema),
    // A new account's address is not confirmed yet: the banner asking for it shows from the first page.
    onSuccess: ({ user, token }) => startSession({ user: { ...user, email_verified_at: null }, token }),
  });
}

export function useForgotPassword(kind: ResetAccountKind = 'captain') {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      post(passwordResetPaths[kind].forgotApi, input, messageSchema),
  });
}

export function useResetPassword(kind: ResetAccountKind = 'captain') {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => post(passwordResetPaths[kind].resetApi, input, messageSchema),
  });
}

/** Ends the captain login: the server call may fail (offline, token already expired), the login ends anyway. */
export function useCaptainLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('/api/auth/logout', { method: 'POST', auth: 'captain' });
      } catch {
        // Logged out locally below either way.
      }
    },
    onSettled: () => {
      clearCaptainSession();
      // Nothing of this login stays in the cache for whoever logs in next.
      queryClient.removeQueries();
    },
  });
}

/**
 * The logged-in captain, fetched again on entering the captain area; the stored copy follows it.
 * A failed fetch ends the login (SPEC: a failed user fetch clears the login).
 */
export const currentUserQueryOptions = queryOptions({
  queryKey: captainQueryKeys.user,
  queryFn: async () => {
    try {
      const { user } = await apiRequest('/api/auth/user', { auth: 'captain', schema: currentUserSchema });
      if (readCaptainSession()) saveCaptainUser(user);
      return user;
    } catch (error) {
      // The server refused or answered nonsense: the login ends. A request that got no answer (offline, or
      // cut off because the page is being left) says nothing about the login, so it stays.
      if (!isNoAnswer(error)) clearCaptainSession();
      throw error;
    }
  },
  retry: false,
  staleTime: 0,
});
