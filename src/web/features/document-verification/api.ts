import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type VerifiedDocument,
  verificationNotFoundSchema,
  verificationResponseSchema,
} from '#domain/document-verification.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

export const verifyUrl = (code: string) => `/api/verify/${encodeURIComponent(code)}`;

/** Why a code shows no document: the server's 404 reason, or too many checks from this address (429). */
export type VerificationRefusal = 'unknown' | 'not_verifiable' | 'rate_limited';

/** The refusal an error stands for; null for anything else (a network failure or a 5xx: worth a retry). */
export function verificationRefusal(error: unknown): VerificationRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 429) return 'rate_limited';
  if (error.status !== 404) return null;
  const body = verificationNotFoundSchema.safeParse(error.body);
  return body.success ? body.data.reason : 'unknown';
}

/** The answer is worded by the page, not the server, so the key holds only the code. */
export const verificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['document-verification', code] as const,
    queryFn: async (): Promise<VerifiedDocument> =>
      (await apiRequest(verifyUrl(code), { schema: verificationResponseSchema })).document,
    // A refusal is the answer (asking again only spends the visitor's rate limit); a failure is tried once more.
    retry: (failures, error) => verificationRefusal(error) === null && failures < 1,
  });

/** GET /api/verify/{code}, public (no login). */
export function useVerification(code: string) {
  return useQuery(verificationQueryOptions(code));
}
