import { useCallback, useEffect, useState } from 'react';
import { get, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TripFormValues } from '#domain/trip-form.ts';
import { limitsAt } from '../../../lib/schema-limits.ts';
import { tripFieldsSchema } from './field-meta.ts';
import type { ErrorsByStep } from './step-errors.ts';
import { type StepNumber, stepOfField } from './steps.ts';
import type { FieldErrorOf } from './trip-form-context.ts';

/** Drops the server's messages for a field that changed (and for everything under a changed list). */
function withoutField(errors: Record<string, string>, name: string) {
  const stale = Object.keys(errors).filter((path) => path === name || path.startsWith(`${name}.`));
  if (stale.length === 0) return errors;
  const rest = { ...errors };
  for (const path of stale) delete rest[path];
  return rest;
}

interface VisibleErrorsInput {
  form: UseFormReturn<TripFormValues>;
  errors: ErrorsByStep;
  attempted: (step: StepNumber) => boolean;
}

/**
 * Which message each field shows: the server's (until the field changes), else its own problem once the field
 * was touched or the user tried to leave (or save) its step. Messages are catalogue keys, translated here.
 */
export function useVisibleErrors({ form, errors, attempted }: VisibleErrorsInput) {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const touched = form.formState.touchedFields;

  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name) setServerErrors((current) => withoutField(current, name));
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const errorOf: FieldErrorOf = (path) => {
    const server = serverErrors[path];
    if (server) return server;
    const step = stepOfField(path);
    const key = step === null ? undefined : errors[step][path];
    if (!key || step === null) return undefined;
    if (!attempted(step) && !get(touched, path)) return undefined;
    return t(key, { ...limitsAt(tripFieldsSchema, path) });
  };

  /** Whether the server refused a field of this step that has not been changed since. */
  const refusedByServer = (step: StepNumber) =>
    Object.keys(serverErrors).some((path) => stepOfField(path) === step);

  return {
    errorOf,
    refusedByServer,
    showServerErrors: useCallback((next: Record<string, string>) => setServerErrors(next), []),
  };
}
