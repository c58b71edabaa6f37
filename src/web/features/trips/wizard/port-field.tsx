import { Autocomplete, type ComboboxItemGroup } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { Controller, type FieldPathByValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PortSuggestion } from '#domain/track.ts';
import type { TripFormValues } from '#domain/trip-form.ts';
import { inputLimitsAt } from '../../../lib/schema-limits.ts';
import { useCaptainSession } from '../../session/use-session.ts';
import { portQueryMinLength, usePortSuggestions } from '../api.ts';
import { tripFieldsSchema } from './field-meta.ts';
import { useFieldError, useTripForm } from './trip-form-context.ts';

/** How long typing must pause before the ports are asked for. */
export const portSuggestionsDebounceMs = 300;

type PortName = FieldPathByValue<TripFormValues, string>;

/** The suggestions by source, each name once (the captain's own spelling first). */
function grouped(ports: readonly PortSuggestion[], label: (source: PortSuggestion['source']) => string) {
  const seen = new Set<string>();
  const groups: ComboboxItemGroup<string>[] = [];
  for (const source of ['own', 'harbours'] as const) {
    const items = ports
      .filter((port) => port.source === source && !seen.has(port.name))
      .map((port) => {
        seen.add(port.name);
        return port.name;
      });
    if (items.length > 0) groups.push({ group: label(source), items });
  }
  return groups;
}

export interface PortFieldProps {
  name: PortName;
  label: string;
  required?: boolean;
  /** A suggestion was chosen (its place and tidal flag are the caller's to keep). */
  onPick?: (port: PortSuggestion) => void;
  /** The captain typed instead of choosing: a place kept from an earlier choice no longer holds. */
  onType?: () => void;
  style?: React.CSSProperties;
}

/** A port's name: free text, with the ports the server knows suggested as the captain types. */
export function PortField({ name, label, required = false, onPick, onType, style }: PortFieldProps) {
  const { t } = useTranslation();
  const { control } = useTripForm();
  const error = useFieldError(name);
  // Choosing a suggestion writes its name too: that is not the captain typing over it.
  const picked = useRef<string | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PortAutocomplete
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            if (value !== picked.current) onType?.();
            picked.current = null;
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          required={required}
          error={error}
          limits={inputLimitsAt(tripFieldsSchema, name)}
          onPick={(port) => {
            picked.current = port.name;
            onPick?.(port);
          }}
          style={style}
          groupLabel={(source) => t(`trips.wizard.ports.suggestions.${source}`)}
        />
      )}
    />
  );
}

interface PortAutocompleteProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: React.Ref<HTMLInputElement>;
  label: string;
  required: boolean;
  error: string | undefined;
  limits: { maxLength?: number };
  onPick: ((port: PortSuggestion) => void) | undefined;
  style: React.CSSProperties | undefined;
  groupLabel: (source: PortSuggestion['source']) => string;
}

function PortAutocomplete({
  value,
  onChange,
  onBlur,
  inputRef,
  onPick,
  groupLabel,
  limits,
  ...props
}: PortAutocompleteProps) {
  // Only a name being typed is looked up: a step full of filled port fields asks nothing.
  const [typing, setTyping] = useState(false);
  const [query] = useDebouncedValue(value.trim(), portSuggestionsDebounceMs);
  // The public trip card uses this form without a login: the ports are the captain's to ask for.
  const loggedIn = useCaptainSession() !== null;
  const asked = loggedIn && typing && query.length >= portQueryMinLength;
  const suggestions = usePortSuggestions(asked ? query : '');
  // A failed look-up suggests nothing: the name can always be typed.
  const ports = suggestions.data ?? [];
  return (
    <Autocomplete
      {...props}
      {...limits}
      ref={inputRef}
      value={value}
      onChange={(next) => {
        setTyping(true);
        onChange(next);
      }}
      onBlur={onBlur}
      data={grouped(ports, groupLabel)}
      filter={({ options }) => options}
      onOptionSubmit={(picked) => {
        const port = ports.find((candidate) => candidate.name === picked);
        if (port) onPick?.(port);
      }}
      autoComplete="off"
    />
  );
}
