import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useCallback } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { outsideTripDays, type TripDates } from '#domain/deck-log/entry-days.ts';
import { formatPosition } from '#domain/deck-log/position-text.ts';
import { type DeckLogEntryInput, type Position, visibilities } from '#domain/deck-log.ts';
import { DateField } from '../../components/date-field.tsx';
import { TextareaField, TextField, useSchemaFields } from '../../components/form-field.tsx';
import { LeaveFormGuard } from '../../components/leave-form-dialog.tsx';
import { SubmitButton, SubmitForm, useFormPending } from '../../components/submit-form.tsx';
import { useTripFormat } from '../trips/shared/trip-format.ts';
import type { EntryField } from './entry-fields.ts';
import { type EntryFormValues, entryFormSchema, type NumberField, portKinds } from './entry-form-schema.ts';
import { entryResolver } from './entry-resolver.ts';
import { LocateButton } from './locate-button.tsx';

export interface EntryFormProps {
  initial: EntryFormValues;
  /** The fields besides the time, in order (entry-fields.ts). */
  shown: readonly EntryField[];
  /** The trip's dates: a date the log would refuse is pointed out before the entry is kept. */
  trip?: TripDates | null;
  /** "Position now": ask the device for its position as the form opens. */
  locateAtOnce?: boolean;
  /** Keeps the entry (the deck log's add); return its promise: the form is busy until it settles. */
  onSave: (entry: DeckLogEntryInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Numbers a watch types: whole degrees and scales get a number pad, readings with tenths a decimal one. */
const wholeNumbers: readonly NumberField[] = [
  'course_deg',
  'heading_deg',
  'wind_dir_deg',
  'wind_bft',
  'sea_state',
];

function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" size="lg" onClick={onCancel} disabled={useFormPending()}>
      {t('deck_log.form.cancel')}
    </Button>
  );
}

/**
 * One entry of the deck log: its ship's time (now, in the device's offset, unless changed) and the kind's
 * fields with the log's last values proposed. Checked by the domain's entry schema before it is kept.
 */
export function EntryForm({ initial, shown, trip, locateAtOnce = false, onSave, onCancel }: EntryFormProps) {
  const { t } = useTranslation();
  const form = useForm<EntryFormValues, unknown, DeckLogEntryInput>({
    resolver: entryResolver,
    defaultValues: initial,
  });
  const fields = useSchemaFields(form, entryFormSchema);
  const { setValue } = form;
  const located = useCallback(
    (position: Position) =>
      setValue('position', formatPosition(position), { shouldDirty: true, shouldValidate: true }),
    [setValue],
  );
  const isPort = portKinds.includes(initial.kind);
  const date = form.watch('date');
  const format = useTripFormat();
  const label = (name: string) => t(`deck_log.form.${name}`);

  const field = (name: EntryField) => {
    if (name === 'position')
      return (
        <Stack key={name} gap="xs">
          <TextField
            fields={fields}
            name="position"
            size="lg"
            label={label('position')}
            description={label('position_hint')}
            autoComplete="off"
            spellCheck={false}
          />
          <LocateButton onLocated={located} auto={locateAtOnce} />
        </Stack>
      );
    if (name === 'visibility')
      return (
        <NativeSelect
          key={name}
          size="lg"
          label={label('visibility')}
          data={[
            { value: '', label: label('visibility_none') },
            ...visibilities.map((value) => ({ value, label: t(`deck_log.form.visibilities.${value}`) })),
          ]}
          {...form.register('visibility')}
        />
      );
    if (name === 'sails')
      return (
        <TextField
          key={name}
          fields={fields}
          name="sails"
          size="lg"
          label={label('sails')}
          description={label('sails_hint')}
        />
      );
    if (name === 'text')
      return isPort ? (
        <TextField key={name} fields={fields} name="text" size="lg" label={label('port')} withAsterisk />
      ) : (
        <TextareaField key={name} fields={fields} name="text" size="lg" label={label('text')} rows={3} />
      );
    return (
      <TextField
        key={name}
        fields={fields}
        name={name}
        size="lg"
        label={label(name)}
        inputMode={wholeNumbers.includes(name) ? 'numeric' : 'decimal'}
        autoComplete="off"
      />
    );
  };

  return (
    <SubmitForm onSubmit={form.handleSubmit((entry) => onSave(entry))}>
      <LeaveFormGuard unsaved={form.formState.isDirty} />
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="sm">
          <Controller
            control={form.control}
            name="date"
            render={({ field: date }) => (
              <DateField
                size="lg"
                label={label('date')}
                value={date.value}
                onChange={date.onChange}
                error={fields.errorOf('date')}
              />
            )}
          />
          <TextField
            fields={fields}
            name="time"
            size="lg"
            label={label('time')}
            placeholder={label('time_placeholder')}
            inputMode="numeric"
            autoComplete="off"
          />
        </SimpleGrid>
        {trip && outsideTripDays(date, trip) && (
          <Alert color="yellow" variant="light" p="sm">
            {t('deck_log.form.date_outside', { dates: format.dateRange(trip) })}
          </Alert>
        )}
        <TextField
          fields={fields}
          name="offset"
          size="md"
          label={label('offset')}
          description={label('offset_hint')}
          autoComplete="off"
        />
        {inOrder(shown).map((group) =>
          Array.isArray(group) ? (
            <SimpleGrid key={group.join()} cols={{ base: 2, sm: 3 }} spacing="sm">
              {group.map(field)}
            </SimpleGrid>
          ) : (
            field(group)
          ),
        )}
        <Group justify="flex-end" gap="sm">
          <CancelButton onCancel={onCancel} />
          <SubmitButton size="lg">{initial.corrects ? label('save_correction') : label('save')}</SubmitButton>
        </Group>
      </Stack>
    </SubmitForm>
  );
}

const wide: readonly EntryField[] = ['position', 'sails', 'text'];

/** The fields in their order, the short ones next to each other (two or three to a line). */
function inOrder(shown: readonly EntryField[]): (EntryField | EntryField[])[] {
  const groups: (EntryField | EntryField[])[] = [];
  for (const name of shown) {
    const last = groups.at(-1);
    if (wide.includes(name)) groups.push(name);
    else if (Array.isArray(last)) last.push(name);
    else groups.push([name]);
  }
  return groups;
}
