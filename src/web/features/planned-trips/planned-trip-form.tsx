import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Group, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type PlannedTripInput, plannedTripInputSchema } from '#domain/planned-trip.ts';
import { isCalendarDate } from '#domain/trip-days.ts';
import { DateField } from '../../components/date-field.tsx';
import { TextareaField, TextField, useSchemaFields } from '../../components/form-field.tsx';
import { LeaveFormGuard } from '../../components/leave-form-dialog.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure } from '../../lib/form-errors.ts';
import { type PlannedTripFormFields, plannedTripFormFields } from './form-values.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export interface PlannedTripFormProps {
  defaultValues: PlannedTripFormFields;
  submitLabel: string;
  /** Shown when a failed save brings no message of its own. */
  failureFallback: string;
  /** The cancel link back to where the captain came from. */
  cancel: ReactNode;
  /** Saves; resolves on success, rejects with the failure (422 field errors go under their fields). */
  onSave: (input: PlannedTripInput) => Promise<unknown>;
}

/** The planned trip's fields in three sections, checked with the schema the server uses. */
export function PlannedTripForm({
  defaultValues,
  submitLabel,
  failureFallback,
  cancel,
  onSave,
}: PlannedTripFormProps) {
  const { t } = useTranslation();
  // The schema reads the typed text (the maximum crew included) into what the API takes; the form keeps the text.
  const form = useForm<PlannedTripFormFields, unknown, PlannedTripInput>({
    resolver: zodResolver(plannedTripInputSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const { handleSubmit, setError, control } = form;
  const fields = useSchemaFields(form, plannedTripInputSchema);
  const error = fields.errorOf;
  const start = useWatch({ control, name: 'start_date' });
  const label = (name: string) => t(`planned_trips_page.fields.${name}`);

  const onSubmit = async (values: PlannedTripInput) => {
    try {
      await onSave(values);
    } catch (failure) {
      showFormFailure(failure, { setError, fields: plannedTripFormFields, fallback: failureFallback });
    }
  };

  return (
    <SubmitForm onSubmit={handleSubmit(onSubmit)}>
      <LeaveFormGuard unsaved={form.formState.isDirty} />
      <Stack gap="lg">
        <Section title={t('planned_trips_page.form.section_trip')}>
          <TextField fields={fields} name="name" label={label('name')} withAsterisk />
          <TextareaField
            fields={fields}
            name="description"
            label={label('description')}
            description={t('planned_trips_page.form.description_hint')}
            rows={4}
          />
        </Section>

        <Section title={t('planned_trips_page.form.section_route')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="start_date"
              rules={{ deps: ['end_date'] }}
              render={({ field }) => (
                <DateField {...field} label={label('start_date')} withAsterisk error={error('start_date')} />
              )}
            />
            <Controller
              control={control}
              name="end_date"
              render={({ field }) => (
                <DateField
                  {...field}
                  label={label('end_date')}
                  minDate={isCalendarDate(start) ? start : undefined}
                  withAsterisk
                  error={error('end_date')}
                />
              )}
            />
            <TextField
              fields={fields}
              name="embarkation_port"
              label={label('embarkation_port')}
              withAsterisk
            />
            <TextField
              fields={fields}
              name="disembarkation_port"
              label={label('disembarkation_port')}
              withAsterisk
            />
          </SimpleGrid>
        </Section>

        <Section title={t('planned_trips_page.form.section_yacht')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField fields={fields} name="yacht_name" label={label('yacht_name')} withAsterisk />
            <TextField
              fields={fields}
              name="yacht_type"
              label={label('yacht_type')}
              placeholder={t('planned_trips_page.form.yacht_type_placeholder')}
            />
            <TextField
              fields={fields}
              name="max_crew"
              label={label('max_crew')}
              description={t('planned_trips_page.form.max_crew_hint')}
              type="number"
              inputMode="numeric"
              step={1}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="is_active"
            render={({ field: { value, onChange, onBlur, name, ref } }) => (
              <Switch
                label={label('is_active')}
                description={t('planned_trips_page.form.is_active_hint')}
                error={error('is_active')}
                name={name}
                ref={ref}
                checked={value === true}
                onChange={(event) => onChange(event.currentTarget.checked)}
                onBlur={onBlur}
              />
            )}
          />
        </Section>

        <Group justify="flex-end" gap="sm">
          {cancel}
          <SubmitButton leftSection={<IconDeviceFloppy size="1.1rem" aria-hidden />}>
            {submitLabel}
          </SubmitButton>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
