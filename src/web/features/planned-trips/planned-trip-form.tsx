import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Group, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type PlannedTripInput, plannedTripInputSchema } from '#domain/planned-trip.ts';
import { isCalendarDate } from '#domain/trip-days.ts';
import { DateField } from '../../components/date-field.tsx';
import { LeaveFormGuard } from '../../components/leave-form-dialog.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure, useFieldErrors } from '../../lib/form-errors.ts';
import { type PlannedTripFormFields, plannedTripFormFields } from './form-values.ts';

// The schema reads the typed text (the maximum crew included) into what the API takes; the form keeps the text.
const resolver = zodResolver(plannedTripInputSchema) as unknown as Resolver<
  PlannedTripFormFields,
  unknown,
  PlannedTripInput
>;

const crewRule = plannedTripInputSchema.shape.max_crew.out.unwrap();
/** The limits the maximum-crew messages mention ("The value must be at most {{maximum}}."). */
const crewLimits = { minimum: crewRule.minValue ?? 1, maximum: crewRule.maxValue ?? 100 };

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
  const { t, i18n } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isDirty },
  } = useForm<PlannedTripFormFields, unknown, PlannedTripInput>({
    resolver,
    defaultValues,
    mode: 'onTouched',
  });
  const error = useFieldErrors(errors, plannedTripInputSchema);
  const start = useWatch({ control, name: 'start_date' });
  const label = (name: string) => t(`planned_trips_page.fields.${name}`);

  const maxCrewError = () => {
    const message = errors.max_crew?.message;
    // The schema's own issues are catalogue keys; the server's arrive as sentences to show as sent.
    if (message && i18n.exists(message)) return t(message, crewLimits);
    return error('max_crew');
  };

  const onSubmit = async (values: PlannedTripInput) => {
    try {
      await onSave(values);
    } catch (failure) {
      showFormFailure(failure, { setError, fields: plannedTripFormFields, fallback: failureFallback });
    }
  };

  return (
    <SubmitForm onSubmit={handleSubmit(onSubmit)}>
      <LeaveFormGuard unsaved={isDirty} />
      <Stack gap="lg">
        <Section title={t('planned_trips_page.form.section_trip')}>
          <TextInput
            label={label('name')}
            withAsterisk
            maxLength={120}
            error={error('name')}
            {...register('name')}
          />
          <Textarea
            label={label('description')}
            description={t('planned_trips_page.form.description_hint')}
            rows={4}
            maxLength={5000}
            error={error('description')}
            {...register('description')}
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
            <TextInput
              label={label('embarkation_port')}
              withAsterisk
              maxLength={100}
              error={error('embarkation_port')}
              {...register('embarkation_port')}
            />
            <TextInput
              label={label('disembarkation_port')}
              withAsterisk
              maxLength={100}
              error={error('disembarkation_port')}
              {...register('disembarkation_port')}
            />
          </SimpleGrid>
        </Section>

        <Section title={t('planned_trips_page.form.section_yacht')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={label('yacht_name')}
              withAsterisk
              maxLength={100}
              error={error('yacht_name')}
              {...register('yacht_name')}
            />
            <TextInput
              label={label('yacht_type')}
              placeholder={t('planned_trips_page.form.yacht_type_placeholder')}
              maxLength={100}
              error={error('yacht_type')}
              {...register('yacht_type')}
            />
            <TextInput
              label={label('max_crew')}
              description={t('planned_trips_page.form.max_crew_hint')}
              type="number"
              inputMode="numeric"
              min={crewLimits.minimum}
              max={crewLimits.maximum}
              step={1}
              error={maxCrewError()}
              {...register('max_crew')}
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
                checked={value}
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
