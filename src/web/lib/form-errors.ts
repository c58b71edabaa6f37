import {
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from '#domain/validation.ts';
import { ApiError } from './api-client.ts';
import { failureMessage, notifyFailure } from './notify.tsx';
import { limitsAt } from './schema-limits.ts';

/** Marks an error that came from the server: its message is already translated. */
const serverErrorType = 'server';

/**
 * The text to show under a field: zod issues carry catalogue keys and are translated here (in the current
 * language, with the schema's limits); server errors are shown as sent.
 */
export function useFieldErrors<T extends FieldValues>(errors: FieldErrors<T>, schema?: z.ZodType) {
  const { t } = useTranslation();
  return (name: FieldPath<T>): string | undefined => {
    const error: FieldError | undefined = get(errors, name);
    if (!error) return undefined;
    if (error.type === serverErrorType && error.message) return error.message;
    return t(error.message || 'validation.invalid', { ...(schema && limitsAt(schema, name)) });
  };
}

interface FormFailure<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** The form's fields in screen order: the first one with a server error gets the focus. */
  fields: readonly FieldPath<T>[];
  /** Shown when the server sent no message of its own. */
  fallback: string;
}

/**
 * A failed submit: a 422's field errors go under their fields (first message each, focus on the first);
 * anything else (wrong password, rate limit, server down) becomes a toast with the server's message or the fallback.
 */
export function showFormFailure<T extends FieldValues>(
  error: unknown,
  { setError, fields, fallback }: FormFailure<T>,
) {
  if (error instanceof ApiError && error.status === 422) {
    let focused = false;
    for (const field of fields) {
      const message = error.fieldErrors[field]?.[0];
      if (!message) continue;
      setError(field, { type: serverErrorType, message }, { shouldFocus: !focused });
      focused = true;
    }
    if (focused) return;
  }
  notifyFailure(failureMessage(error, fallback));
}
