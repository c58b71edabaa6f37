import {
  Checkbox,
  type CheckboxProps,
  type ComboboxData,
  Select,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type FieldPathByValue, type RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TripFormValues } from '#domain/trip-form.ts';
import { hoursOnEntry } from '#domain/validation.ts';
import { DateField, type DateFieldProps } from '../../../components/date-field.tsx';
import {
  type SchemaFields,
  TextareaField as SchemaTextareaField,
  TextField as SchemaTextField,
} from '../../../components/form-field.tsx';
import { tripFieldsSchema } from './field-meta.ts';
import { useFieldError, useTripForm } from './trip-form-context.ts';

type TextName = FieldPathByValue<TripFormValues, string>;
type FlagName = FieldPathByValue<TripFormValues, boolean>;

interface FieldBase<N> {
  name: N;
  label: string;
}

/** The wizard's form for the shared fields: each field re-renders only when its own message changes. */
function useTripFields(): SchemaFields<TripFormValues> {
  const { register } = useTripForm();
  return useMemo(() => ({ register, schema: tripFieldsSchema, useError: useFieldError }), [register]);
}

/** A text input bound to the form: its error under it (red border), the rule's limits set on it. */
export function TextField({
  name,
  label,
  registerOptions,
  ...props
}: FieldBase<TextName> &
  Omit<TextInputProps, 'name' | 'label' | 'error'> & {
    registerOptions?: RegisterOptions<TripFormValues>;
  }) {
  return (
    <SchemaTextField
      fields={useTripFields()}
      name={name}
      label={label}
      registerOptions={registerOptions}
      {...props}
    />
  );
}

/** A number kept as typed text (0 allowed): hours, miles, metres, kilowatts. */
export function NumberField({
  name,
  label,
  step,
  ...props
}: FieldBase<TextName> & { step: number } & Omit<TextInputProps, 'name' | 'label' | 'error' | 'step'>) {
  return (
    <TextField
      name={name}
      label={label}
      type="number"
      inputMode={step === 1 ? 'numeric' : 'decimal'}
      step={step}
      {...props}
    />
  );
}

/**
 * Hours: two decimals (12.25, a comma too) or h:mm, which becomes its decimal hours when the field is left
 * ("12:15" shows 12.25, as it is saved). A text input, since a number input refuses the colon.
 */
export function HoursField({
  name,
  label,
  ...props
}: FieldBase<TextName> & Omit<TextInputProps, 'name' | 'label' | 'error'>) {
  const { t } = useTranslation();
  const { getValues, setValue } = useTripForm();
  const toDecimal = () => {
    const typed = getValues(name);
    const decimal = hoursOnEntry(typed);
    if (decimal !== typed) setValue(name, decimal, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <TextField
      name={name}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      description={t('trips.wizard.cruise.hours_hint')}
      registerOptions={{ onBlur: toDecimal }}
      {...props}
    />
  );
}

/** A date in the interface language's format, typed or picked (the form keeps 'YYYY-MM-DD'). */
export function DateInputField({
  name,
  label,
  onValueChange,
  ...props
}: FieldBase<TextName> &
  Omit<DateFieldProps, 'name' | 'label' | 'error' | 'value' | 'onChange' | 'onBlur'> & {
    /** Called with each new value after the form has it. */
    onValueChange?: (value: string) => void;
  }) {
  const { control } = useTripForm();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          {...props}
          ref={field.ref}
          name={field.name}
          label={label}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

export function NotesField({
  name,
  label,
  rows,
  ...props
}: FieldBase<TextName> & { rows: number } & Omit<TextareaProps, 'name' | 'label' | 'error'>) {
  return <SchemaTextareaField fields={useTripFields()} name={name} label={label} rows={rows} {...props} />;
}

export function FlagField({
  name,
  label,
  ...props
}: FieldBase<FlagName> & Omit<CheckboxProps, 'name' | 'label'>) {
  const { register } = useTripForm();
  return <Checkbox label={label} {...props} {...register(name)} />;
}

/** A choice from a list; an optional one can be cleared back to "none". */
export function SelectField({
  name,
  label,
  data,
  required = false,
  description,
}: FieldBase<TextName> & { data: ComboboxData; required?: boolean; description?: string }) {
  const { t } = useTranslation();
  const { control } = useTripForm();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          ref={field.ref}
          name={field.name}
          label={label}
          description={description}
          placeholder={t('trips.wizard.select_placeholder')}
          data={data}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          allowDeselect={!required}
          clearable={!required}
          withAsterisk={required}
          error={error}
        />
      )}
    />
  );
}
