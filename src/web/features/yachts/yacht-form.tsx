import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Yacht, type YachtInput, yachtInputSchema } from '#domain/yacht.ts';
import { LeaveFormGuard } from '../../components/leave-form-dialog.tsx';
import { ButtonLink } from '../../components/links.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure, useFieldErrors } from '../../lib/form-errors.ts';

/** What the inputs hold: everything as typed, numbers included (the server accepts numeric strings). */
export interface YachtFormFields {
  name: string;
  registration_number: string;
  home_port: string;
  hull_length: string;
  engines_count: string;
  engine_power: string;
}

export const yachtFormFields = [
  'name',
  'registration_number',
  'home_port',
  'hull_length',
  'engines_count',
  'engine_power',
] as const satisfies readonly (keyof YachtFormFields)[];

export const emptyYachtForm: YachtFormFields = {
  name: '',
  registration_number: '',
  home_port: '',
  hull_length: '',
  engines_count: '',
  engine_power: '',
};

export function yachtFormValues(yacht: Yacht): YachtFormFields {
  return {
    name: yacht.name,
    registration_number: yacht.registration_number,
    home_port: yacht.home_port,
    hull_length: String(yacht.hull_length),
    engines_count: String(yacht.engines_count),
    engine_power: String(yacht.engine_power),
  };
}

// The schema reads the typed strings into numbers; the form keeps the strings.
const resolver = zodResolver(yachtInputSchema) as unknown as Resolver<YachtFormFields, unknown, YachtInput>;

interface YachtFormProps {
  defaultValues: YachtFormFields;
  submitLabel: string;
  /** Shown when a failed save brings no message of its own. */
  failureFallback: string;
  /** Saves; resolves on success, rejects with the failure (422 field errors go under their fields). */
  onSave: (input: YachtInput) => Promise<unknown>;
}

/** The six yacht fields, all required; numbers with min 0 and the schema's steps. */
export function YachtForm({ defaultValues, submitLabel, failureFallback, onSave }: YachtFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<YachtFormFields, unknown, YachtInput>({ resolver, defaultValues, mode: 'onTouched' });
  const error = useFieldErrors(errors, yachtInputSchema);

  const onSubmit = async (values: YachtInput) => {
    try {
      await onSave(values);
    } catch (failure) {
      showFormFailure(failure, { setError, fields: yachtFormFields, fallback: failureFallback });
    }
  };

  return (
    <SubmitForm onSubmit={handleSubmit(onSubmit)}>
      <LeaveFormGuard unsaved={isDirty} />
      <Stack gap="lg">
        <Card
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          aria-label={t('yachts.form.section_identity')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('yachts.fields.name')}
              withAsterisk
              maxLength={100}
              error={error('name')}
              {...register('name')}
            />
            <TextInput
              label={t('yachts.fields.registration_number')}
              withAsterisk
              maxLength={50}
              error={error('registration_number')}
              {...register('registration_number')}
            />
            <TextInput
              label={t('yachts.fields.home_port')}
              withAsterisk
              maxLength={100}
              error={error('home_port')}
              {...register('home_port')}
            />
          </SimpleGrid>
        </Card>
        <Card
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          aria-label={t('yachts.form.section_technical')}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t('yachts.fields.hull_length')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              withAsterisk
              error={error('hull_length')}
              {...register('hull_length')}
            />
            <TextInput
              label={t('yachts.fields.engines_count')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              withAsterisk
              error={error('engines_count')}
              {...register('engines_count')}
            />
            <TextInput
              label={t('yachts.fields.engine_power')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.1}
              withAsterisk
              error={error('engine_power')}
              {...register('engine_power')}
            />
          </SimpleGrid>
        </Card>
        <Group justify="flex-end" gap="sm">
          <ButtonLink to="/yachts" variant="default">
            {t('yachts.form.cancel')}
          </ButtonLink>
          <SubmitButton leftSection={<IconDeviceFloppy size="1.1rem" aria-hidden />}>
            {submitLabel}
          </SubmitButton>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
