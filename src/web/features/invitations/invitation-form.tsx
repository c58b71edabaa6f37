import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type InvitationCreate,
  type InvitationFormValues,
  invitationCreateSchema,
} from '#domain/invitation.ts';
import { todayIso } from '#domain/trip-days.ts';
import { DateField } from '../../components/date-field.tsx';
import { TextareaField, TextField, useSchemaFields } from '../../components/form-field.tsx';
import { LeaveFormGuard } from '../../components/leave-form-dialog.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { useCreateInvitation } from './api.ts';

const formFields = [
  'description',
  'expires_on',
  'max_uses',
  'is_active',
] as const satisfies readonly (keyof InvitationFormValues)[];

/** What the inputs hold: the date and the limit as typed (empty means none; the schema reads them). */
const emptyForm: InvitationFormValues = { description: '', expires_on: '', max_uses: '', is_active: true };

/** The empty list's action puts the cursor here. */
export const descriptionFieldId = 'invitation-description';

/** Creates an invitation: description, optional expiry and usage limit, active flag; then clears itself. */
export function InvitationForm() {
  const { t } = useTranslation();
  const create = useCreateInvitation();
  // The schema reads the typed strings into a date or null and a number or null; the form keeps the strings.
  const form = useForm<InvitationFormValues, unknown, InvitationCreate>({
    resolver: zodResolver(invitationCreateSchema),
    defaultValues: emptyForm,
    // Checked on submit, then on every change: a message appearing on blur would push the submit button
    // down between the press and the release, and the click would be lost.
    mode: 'onSubmit',
  });
  const { handleSubmit, setError, reset, control } = form;
  const fields = useSchemaFields(form, invitationCreateSchema);
  const error = fields.errorOf;

  const onSubmit = async (values: InvitationCreate) => {
    try {
      await create.mutateAsync(values);
      notifySuccess(t('invitations.created'));
      reset(emptyForm);
    } catch (failure) {
      showFormFailure(failure, { setError, fields: formFields, fallback: t('invitations_page.form.failed') });
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="invitation-form-title">
      <SubmitForm onSubmit={handleSubmit(onSubmit)}>
        <LeaveFormGuard unsaved={form.formState.isDirty} />
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id="invitation-form-title">
              {t('invitations_page.form.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('invitations_page.form.text')}
            </Text>
          </Stack>
          <TextareaField
            fields={fields}
            name="description"
            id={descriptionFieldId}
            label={t('invitations_page.form.description')}
            description={t('invitations_page.form.description_hint')}
            withAsterisk
            rows={2}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="expires_on"
              render={({ field }) => (
                <DateField
                  {...field}
                  // The schema reads any value; the form holds the date as typed.
                  value={typeof field.value === 'string' ? field.value : ''}
                  label={t('invitations_page.form.expires_on')}
                  description={t('invitations_page.form.expires_on_hint')}
                  minDate={todayIso()}
                  clearable
                  error={error('expires_on')}
                />
              )}
            />
            <TextField
              fields={fields}
              name="max_uses"
              type="number"
              inputMode="numeric"
              step={1}
              label={t('invitations_page.form.max_uses')}
              description={t('invitations_page.form.max_uses_hint')}
              placeholder={t('invitations_page.form.max_uses_placeholder')}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="is_active"
            render={({ field: { value, onChange, onBlur, name, ref } }) => (
              <Switch
                label={t('invitations_page.form.is_active')}
                description={t('invitations_page.form.is_active_hint')}
                error={error('is_active')}
                name={name}
                ref={ref}
                checked={value === true}
                onChange={(event) => onChange(event.currentTarget.checked)}
                onBlur={onBlur}
              />
            )}
          />
          <Group justify="flex-end">
            <SubmitButton leftSection={<IconPlus size="1rem" aria-hidden />}>
              {t('invitations_page.form.submit')}
            </SubmitButton>
          </Group>
        </Stack>
      </SubmitForm>
    </Card>
  );
}
