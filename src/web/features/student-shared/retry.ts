import { ApiError } from '../../lib/api-client.ts';

/** A refusal (404, 422...) will not change on a second try; a lost connection or a 5xx may: one retry. */
export function retryUnlessRefused(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}
