import { formFieldOfRequestField } from '#domain/trip-form-data.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { stepOfField } from './steps.ts';

export interface SaveFailure {
  /** The form's field path -> the server's first message for it (already in the user's language). */
  fieldErrors: Record<string, string>;
  /** What the error box lists. */
  messages: string[];
}

interface Wording {
  /** 'Wystąpił nieznany błąd podczas zapisywania rejsu' when nothing better is known. */
  fallback: string;
  /** A message with the label of the field it concerns, or undefined for a field the form does not show. */
  withField: (path: string, message: string) => string | undefined;
}

const messagesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (message): message is string => typeof message === 'string' && message !== '',
  );

/**
 * A failed save, in this order: the errors object (each field's messages, flattened and put on the form's
 * fields), else the server's message, else the fallback. The client's own error texts (status lines, a browser's
 * network error) are not in the user's language, so the fallback stands in for them.
 */
export function saveFailure(error: unknown, { fallback, withField }: Wording): SaveFailure {
  const fieldErrors: Record<string, string> = {};
  const messages: string[] = [];
  if (error instanceof ApiError) {
    for (const [field, value] of Object.entries(error.fieldErrors ?? {})) {
      const path = formFieldOfRequestField(field);
      const known = stepOfField(path) !== null;
      for (const message of messagesOf(value)) {
        if (known) fieldErrors[path] ??= message;
        messages.push((known && withField(path, message)) || message);
      }
    }
    if (messages.length > 0) return { fieldErrors, messages };
    const sent = (error.body as { message?: unknown } | null)?.message;
    if (typeof sent === 'string' && sent !== '') return { fieldErrors, messages: [sent] };
  }
  return { fieldErrors, messages: [fallback] };
}
