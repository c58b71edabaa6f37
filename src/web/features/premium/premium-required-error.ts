import { premiumRequiredError } from '#domain/premium-required.ts';
import { ApiError } from '../../lib/api-client.ts';

/** Whether a failure is the server's "this needs Premium" answer (403 {error: "premium_required"}). */
export function isPremiumRequired(error: unknown) {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.body as { error?: unknown } | null)?.error === premiumRequiredError
  );
}
