import { ApiError } from '../../lib/api-client.ts';

/** An invitation the server refused (422: unknown code, inactive, expired, used up) or does not know (404). */
export function isInvalidInvitation(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 422 || error.status === 404);
}

/** The server's own words for a refusal ("This invitation has expired."), when it sent them. */
export function refusalMessage(error: ApiError): string | undefined {
  const sent = (error.body as { message?: unknown } | null)?.message;
  const reason =
    error.fieldErrors.code?.[0] ?? (error.status === 422 && typeof sent === 'string' ? sent : '');
  return reason.trim() ? reason : undefined;
}
