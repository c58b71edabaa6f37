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

/**
 * What checks an answer and gives it its type: a zod schema of src/domain (its parse returns z.output), or a
 * hand-written reader with the same parse where zod must stay out of the first page (plans-response.ts).
 */
export interface AnswerSchema<T> {
  parse(value: unknown): T;
}

/**
 * The schema itself, or a loader that imports it (`() => import('#domain/auth.ts').then((m) => m.schema)`), which
 * keeps zod out of the JavaScript the first page loads. A loader runs once: while the first request that names it
 * runs, and again only after a failed import (offline), which fails that request with the import's TypeError.
 */
export type AnswerSchemaSource<T> = AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);

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

type WithSchema<T> = ApiRequestInit & { schema: AnswerSchemaSource<T> };
type WithoutSchema = ApiRequestInit & { schema?: undefined };

const loadedSchemas = new WeakMap<() => Promise<AnswerSchema<unknown>>, Promise<AnswerSchema<unknown>>>();

function schemaFrom<T>(source: AnswerSchemaSource<T>): AnswerSchema<T> | Promise<AnswerSchema<T>> {
  if (typeof source !== 'function') return source;
  let loading = loadedSchemas.get(source) as Promise<AnswerSchema<T>> | undefined;
  if (!loading) {
    loading = source().catch((error: unknown) => {
      loadedSchemas.delete(source);
      throw error;
    });
    loadedSchemas.set(source, loading);
  }
  return loading;
}

/** Sends the request and reads the answer's JSON (null when it has none); an answer outside 2xx throws. */
async function send(path: string, init: ApiRequestInit): Promise<unknown> {
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
  return parsed;
}

/** The answer checked by the schema, which (when lazy) loads while the request runs. */
async function checked<T>(answer: Promise<unknown>, source: AnswerSchemaSource<T>): Promise<T> {
  const [value, schema] = await Promise.all([answer, schemaFrom(source)]);
  return schema.parse(value);
}

/**
 * The one way to call the API. With `schema` it resolves to the answer that schema checked, typed by it; an
 * answer the schema refuses rejects with the schema's own error (a ZodError for zod schemas), as a refusal
 * outside 2xx rejects with an ApiError. Without `schema` the answer's body is not read for the caller: it
 * resolves to nothing (void), for calls whose answer says nothing more than that they succeeded (logout).
 */
export function apiRequest<T>(path: string, init: WithSchema<T>): Promise<T>;
export function apiRequest(path: string, init?: WithoutSchema): Promise<void>;
export async function apiRequest<T>(
  path: string,
  { schema, ...init }: WithSchema<T> | WithoutSchema = {},
): Promise<T | undefined> {
  if (!schema) {
    await send(path, init);
    return undefined;
  }
  return checked(send(path, init), schema);
}

/**
 * DELETE that counts a 404 as done: what the user deletes is gone already (a repeated click, another tab, another
 * device), which is what they asked for. Resolves to the answer checked by `schema`, or to null after a 404 or
 * when a 2xx answer has no JSON body (neither is checked); without `schema`, to nothing.
 */
export function apiDelete<T>(path: string, init: Omit<WithSchema<T>, 'method'>): Promise<T | null>;
export function apiDelete(path: string, init?: Omit<WithoutSchema, 'method'>): Promise<void>;
export async function apiDelete<T>(
  path: string,
  { schema, ...init }: Omit<WithSchema<T> | WithoutSchema, 'method'> = {},
): Promise<T | null | undefined> {
  const answer = send(path, { ...init, method: 'DELETE' }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (!schema) {
    await answer;
    return undefined;
  }
  const [value, checker] = await Promise.all([answer, schemaFrom(schema)]);
  return value === null ? null : checker.parse(value);
}
