import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { DeckLogEntryInput } from '#domain/deck-log.ts';
import { type EntryFormValues, entryFormSchema } from './entry-form-schema.ts';

const checkWithSchema = zodResolver(entryFormSchema);

/** The first message of a nested error (position.lat, position.lon) as the field's own. */
function firstNested(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error as FieldError;
  for (const inner of Object.values(error)) {
    const found = firstNested(inner);
    if (found) return found;
  }
  return undefined;
}

/**
 * The form's schema as its resolver, with the domain schema's paths put on the form's fields: logged_at (an
 * impossible date) under the time, position.lat or position.lon under the position.
 */
export const entryResolver: Resolver<EntryFormValues, unknown, DeckLogEntryInput> = async (
  values,
  context,
  options,
) => {
  const result = await checkWithSchema(values, context, options);
  const errors = result.errors as Record<string, unknown>;
  if (errors.logged_at) {
    errors.time ??= errors.logged_at;
    delete errors.logged_at;
  }
  if (errors.position) errors.position = firstNested(errors.position);
  return { ...result, errors: errors as FieldErrors<EntryFormValues> } as Awaited<
    ReturnType<Resolver<EntryFormValues, unknown, DeckLogEntryInput>>
  >;
};
