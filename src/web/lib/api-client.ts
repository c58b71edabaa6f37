import { currentLanguage } from './i18n.ts';
import {
  clearCaptainSession,
  clearStudentSession,
  readCaptainSession,
  readStudentSession,
} from './session-storage.ts';

/** An API answer outside 2xx, carrying the server's message and per-field errors when it sent them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;

function messageOf(body: unknown): string | undefined {
  const message = (body as Json | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** An answer outside 2xx as an ApiError: the server's message (else the status text) and per-field errors. */
export function apiErrorFrom(status: number, statusText: string, body: unknown): ApiError {
  const errors = (body as Json | null)?.errors;
  return new ApiError(
    status,
    messageOf(body) ?? statusText,
    errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {},
    body,
  );
}

/** A refused answer of any body (JSON or not, whole or cut off) as an ApiError: for calls that expect a file. */
export async function refusalOf(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return apiErrorFrom(response.status, response.statusText, body);
}

export interface ApiRequestInit extends RequestInit {
  json?: unknown;
  /** Sends the bearer token of this kind of login; a 401 answer then ends that login. */
  auth?: 'captain' | 'student';
  /**
   * Sent as the Idempotency-Key header on a create: the server answers a repeat of the same key with the first
   * answer instead of creating again (one key per form instance, see useIdempotencyKey).
   */
  idempotencyKey?: string;
}

export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const session =
    init.auth === 'captain' ? readCaptainSession() : init.auth === 'student' ? readStudentSession() : null;
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', currentLanguage());
  if (init.idempotencyKey) headers.set('Idempotency-Key', init.idempotencyKey);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const { json: _json, auth: _auth, idempotencyKey: _key, ...fetchInit } = init;
  const response = await fetch(path, { ...fetchInit, headers, body });
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (response.status === 401 && init.auth) {
    if (init.auth === 'captain') clearCaptainSession();
    else clearStudentSession();
  }
  if (!response.ok) throw apiErrorFrom(response.status, response.statusText, parsed);
  return parsed as T;
}

/**
 * DELETE that counts a 404 as done: what the user deletes is gone already (a repeated click, another tab, another
 * device), which is what they asked for. Resolves to the answer, or null after a 404.
 */
export async function apiDelete<T>(
  path: string,
  init: Omit<ApiRequestInit, 'method'> = {},
): Promise<T | null> {
  try {
    return await apiRequest<T>(path, { ...init, method: 'DELETE' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
