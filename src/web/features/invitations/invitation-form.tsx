import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Group, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type InvitationCreate, invitationCreateSchema, invitationMaxUses } from '#domain/invitation.ts';
import { todayIso } from '#domain/trip-days.ts';
import { DateField } from '../../components/date-field.tsx';
import { LeaveFormGuard } from '../../components/leave-form-dialog.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure, useFieldErrors } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { useCreateInvitation } from './api.ts';

/** What the inputs hold: the date and the limit as typed (empty means none; the schema reads them). */
export interface InvitationFormFields {
  description: string;
  expires_on: string;
  max_uses: string;
  is_active: boolean;
}

const fields = [
  'description',
  'expires_on',
  'max_uses',
  'is_active',
] as const satisfies readonly (keyof InvitationFormFields)[];

const emptyForm: InvitationFormFields = { description: '', expires_on: '', max_uses: '', is_active: true };

const maxUsesRule = invitationCreateSchema.shape.max_uses.out.unwrap().unwrap();
/** The limits the usage-limit messages mention ("The value must be at least {{minimum}}."). */
const maxUsesLimits = {
  minimum: maxUsesRule.minValue ?? 1,
  maximum: maxUsesRule.maxValue ?? invitationMaxUses,
};

/** The empty list's action puts the cursor here. */
export const descriptionFieldId = 'invitation-description';

// The schema reads the typed strings into a date or null and a number or null; the form keeps the strings.
const resolver = zodResolver(invitationCreateSchema) as unknown as Resolver<
  InvitationFormFields,
  unknown,
  InvitationCreate
>;

/** Creates an invitation: description, optional expiry and usage limit, active flag; then clears itself. */
export function InvitationForm() {
  const { t, i18n } = useTranslation();
  const create = useCreateInvitation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<InvitationFormFields, unknown, InvitationCreate>({
    resolver,
    defaultValues: emptyForm,
    // Checked on submit, then on every change: a message appearing on blur would push the submit button
    // down between the press and the release, and the click would be lost.
    mode: 'onSubmit',
  });
  const error = useFieldErrors(errors, invitationCreateSchema);
  const maxUsesError = () => {
    const message = errors.max_uses?.message;
    // The schema's own issues are catalogue keys; the server's arrive as sentences to show as sent.
    if (message && i18n.exists(message)) return t(message, maxUsesLimits);
    return error('max_uses');
  };

  const onSubmit = async (values: InvitationCreate) => {
    try {
      await create.mutateAsync(values);
      notifySuccess(t('invitations.created'));
      reset(emptyForm);
    } catch (failure) {
      showFormFailure(failure, { setError, fields, fallback: t('invitations_page.form.failed') });
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="invitation-form-title">
      <SubmitForm onSubmit={handleSubmit(onSubmit)}>
        <LeaveFormGuard unsaved={isDirty} />
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id="invitation-form-title">
              {t('invitations_page.form.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('invitations_page.form.text')}
            </Text>
          </Stack>
          <Textarea
            id={descriptionFieldId}
            label={t('invitations_page.form.description')}
            description={t('invitations_page.form.description_hint')}
            withAsterisk
            rows={2}
            maxLength={500}
            error={error('description')}
            {...register('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="expires_on"
              render={({ field }) => (
                <DateField
                  {...field}
                  label={t('invitations_page.form.expires_on')}
                  description={t('invitations_page.form.expires_on_hint')}
                  minDate={todayIso()}
                  clearable
                  error={error('expires_on')}
                />
              )}
            />
            <TextInput
              type="number"
              inputMode="numeric"
              min={maxUsesLimits.minimum}
              max={maxUsesLimits.maximum}
              step={1}
              label={t('invitations_page.form.max_uses')}
              description={t('invitations_page.form.max_uses_hint')}
              placeholder={t('invitations_page.form.max_uses_placeholder')}
              error={maxUsesError()}
              {...register('max_uses')}
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
                checked={value}
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
