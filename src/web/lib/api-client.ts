import { currentLanguage } from './i18n.ts';

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

export async function apiRequest<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', currentLanguage());
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const response = await fetch(path, { ...init, headers, body });
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) {
    const errors = (parsed as Json | null)?.errors;
    throw new ApiError(
      response.status,
      messageOf(parsed) ?? response.statusText,
      errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {},
      parsed,
    );
  }
  return parsed as T;
}
