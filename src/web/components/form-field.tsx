import {
  type PasswordInputProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type {
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormRegister,
  UseFormReturn,
} from 'react-hook-form';
import type { z } from '#domain/validation.ts';
import { useFieldErrors } from '../lib/form-errors.ts';
import { inputLimitsAt } from '../lib/schema-limits.ts';
import { PasswordField } from './password-field.tsx';

/** What the fields of one form share: how a field joins the form, its message, the schema it is checked with. */
export interface SchemaFields<T extends FieldValues> {
  register: UseFormRegister<T>;
  /** The form's schema: each field's input gets its limits from it (maximum length, number range). */
  schema: z.ZodType;
  /**
   * The message under a field, undefined while it has none to show. Each field calls it as a hook, so a form may
   * subscribe every field to its own message (the trip wizard does); a plain lookup will do as well.
   */
  useError: (name: FieldPath<T>) => string | undefined;
}

/**
 * The fields of a form checked with `schema` (its resolver's). Messages are translated with the schema's limits,
 * the server's shown as sent; `errorOf` gives them to the form's other inputs (dates, selects, switches).
 */
export function useSchemaFields<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  schema: z.ZodType,
): SchemaFields<T> & { errorOf: SchemaFields<T>['useError'] } {
  const errorOf = useFieldErrors(form.formState.errors, schema);
  return { register: form.register, schema, useError: errorOf, errorOf };
}

type FieldProps<T extends FieldValues, P> = Omit<P, 'name' | 'error'> & {
  fields: SchemaFields<T>;
  name: FieldPath<T>;
  registerOptions?: RegisterOptions<T, FieldPath<T>>;
};

/** The field's registration, message and input limits. */
function useField<T extends FieldValues>(
  { fields, name, registerOptions }: Pick<FieldProps<T, unknown>, 'fields' | 'name' | 'registerOptions'>,
  type?: string,
) {
  return {
    limits: inputLimitsAt(fields.schema, name, type),
    error: fields.useError(name),
    registration: fields.register(name, registerOptions),
  };
}

/**
 * A text input bound to the form (a number input with type="number"): its message under it, tied to it for
 * screen readers, and the schema's limits set on it, so it stops at the limit instead of failing on submit.
 */
export function TextField<T extends FieldValues>({
  fields,
  name,
  registerOptions,
  ...props
}: FieldProps<T, TextInputProps>) {
  const field = useField({ fields, name, registerOptions }, props.type);
  return <TextInput {...field.limits} error={field.error} {...props} {...field.registration} />;
}

/** A multi-line text bound to the form, with the schema's maximum length. */
export function TextareaField<T extends FieldValues>({
  fields,
  name,
  registerOptions,
  ...props
}: FieldProps<T, TextareaProps>) {
  const field = useField({ fields, name, registerOptions });
  return <Textarea {...field.limits} error={field.error} {...props} {...field.registration} />;
}

/** A password bound to the form, with the schema's maximum length and a show/hide button. */
export function PasswordTextField<T extends FieldValues>({
  fields,
  name,
  registerOptions,
  ...props
}: FieldProps<T, PasswordInputProps>) {
  const field = useField({ fields, name, registerOptions });
  return <PasswordField {...field.limits} error={field.error} {...props} {...field.registration} />;
}
