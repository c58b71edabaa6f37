import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Yacht, type YachtFormValues, type YachtInput, yachtInputSchema } from '#domain/yacht.ts';
import { TextareaField, TextField, useSchemaFields } from '../../components/form-field.tsx';
import { LeaveFormGuard } from '../../components/leave-form-dialog.tsx';
import { ButtonLink } from '../../components/links.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure } from '../../lib/form-errors.ts';

export const yachtFormFields = [
  'name',
  'registration_number',
  'home_port',
  'hull_length',
  'engines_count',
  'engine_power',
  'type',
  'owner_name',
  'owner_address',
] as const satisfies readonly (keyof YachtFormValues)[];

/** What the inputs hold: everything as typed, numbers included (the schema reads them). */
export const emptyYachtForm: YachtFormValues = {
  name: '',
  registration_number: '',
  home_port: '',
  hull_length: '',
  engines_count: '',
  engine_power: '',
  type: '',
  owner_name: '',
  owner_address: '',
};

export function yachtFormValues(yacht: Yacht): YachtFormValues {
  return {
    name: yacht.name,
    registration_number: yacht.registration_number,
    home_port: yacht.home_port,
    hull_length: String(yacht.hull_length),
    engines_count: String(yacht.engines_count),
    engine_power: String(yacht.engine_power),
    type: yacht.type,
    owner_name: yacht.owner_name,
    owner_address: yacht.owner_address,
  };
}

interface YachtFormProps {
  defaultValues: YachtFormValues;
  submitLabel: string;
  /** Shown when a failed save brings no message of its own. */
  failureFallback: string;
  /** Saves; resolves on success, rejects with the failure (422 field errors go under their fields). */
  onSave: (input: YachtInput) => Promise<unknown>;
}

/** The six required yacht fields (numbers with min 0 and the schema's steps), then the optional type and owner. */
export function YachtForm({ defaultValues, submitLabel, failureFallback, onSave }: YachtFormProps) {
  const { t } = useTranslation();
  const form = useForm<YachtFormValues, unknown, YachtInput>({
    resolver: zodResolver(yachtInputSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const { handleSubmit, setError } = form;
  const fields = useSchemaFields(form, yachtInputSchema);

  const onSubmit = async (values: YachtInput) => {
    try {
      await onSave(values);
    } catch (failure) {
      showFormFailure(failure, { setError, fields: yachtFormFields, fallback: failureFallback });
    }
  };

  return (
    <SubmitForm onSubmit={handleSubmit(onSubmit)}>
      <LeaveFormGuard unsaved={form.formState.isDirty} />
      <Stack gap="lg">
        <Card
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          aria-label={t('yachts.form.section_identity')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField fields={fields} name="name" label={t('yachts.fields.name')} withAsterisk />
            <TextField
              fields={fields}
              name="registration_number"
              label={t('yachts.fields.registration_number')}
              withAsterisk
            />
            <TextField fields={fields} name="home_port" label={t('yachts.fields.home_port')} withAsterisk />
            <TextField
              fields={fields}
              name="type"
              label={t('yachts.fields.type')}
              description={t('yachts.form.type_hint')}
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
            <TextField
              fields={fields}
              name="hull_length"
              label={t('yachts.fields.hull_length')}
              type="number"
              inputMode="decimal"
              step={0.01}
              withAsterisk
            />
            <TextField
              fields={fields}
              name="engines_count"
              label={t('yachts.fields.engines_count')}
              type="number"
              inputMode="numeric"
              step={1}
              withAsterisk
            />
            <TextField
              fields={fields}
              name="engine_power"
              label={t('yachts.fields.engine_power')}
              type="number"
              inputMode="decimal"
              step={0.1}
              withAsterisk
            />
          </SimpleGrid>
        </Card>
        <Card
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          aria-label={t('yachts.form.section_owner')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              fields={fields}
              name="owner_name"
              label={t('yachts.fields.owner_name')}
              description={t('yachts.form.owner_hint')}
            />
            <TextareaField
              fields={fields}
              name="owner_address"
              label={t('yachts.fields.owner_address')}
              rows={3}
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
