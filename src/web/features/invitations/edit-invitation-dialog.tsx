import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, Switch } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Invitation, type InvitationPatch, invitationEditSchema } from '#domain/invitation.ts';
import { todayIso } from '#domain/trip-days.ts';
import type { z } from '#domain/validation.ts';
import { DateField } from '../../components/date-field.tsx';
import { TextareaField, TextField, useSchemaFields } from '../../components/form-field.tsx';
import { SubmitButton, SubmitForm, useFormPending } from '../../components/submit-form.tsx';
import { showFormFailure } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { useUpdateInvitation } from './api.ts';

/** What the inputs hold: the date and the limit as typed (empty means none; the schema reads them). */
type EditFields = z.input<ReturnType<typeof invitationEditSchema>>;

const formFields = ['description', 'expires_on', 'max_uses', 'is_active'] as const;

const valuesOf = (invitation: Invitation): EditFields => ({
  description: invitation.description,
  expires_on: invitation.expires_on ?? '',
  max_uses: invitation.max_uses === null ? '' : String(invitation.max_uses),
  is_active: invitation.is_active,
});

function CancelButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" onClick={onClick} disabled={useFormPending()}>
      {t('invitations_page.edit.cancel')}
    </Button>
  );
}

/**
 * Changes an invitation's description, expiry, usage limit or active flag (switching it off revokes it: the
 * code stops working, the students who joined stay). Only the fields that changed are sent, so an expiry that
 * has passed meanwhile can stay as it is while the description changes.
 */
function EditInvitationForm({ invitation, onDone }: { invitation: Invitation; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateInvitation();
  const schema = useMemo(() => invitationEditSchema(invitation.expires_on), [invitation.expires_on]);
  // The schema reads the typed strings into a date or null and a number or null; the form keeps the strings.
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const form = useForm<EditFields, unknown, InvitationPatch>({
    resolver,
    defaultValues: valuesOf(invitation),
    // Checked on submit, then on every change: a message appearing on blur would move the buttons below it.
    mode: 'onSubmit',
  });
  const { handleSubmit, setError, control } = form;
  const { dirtyFields } = form.formState;
  const fields = useSchemaFields(form, schema);
  const error = fields.errorOf;

  const onSubmit = async (values: InvitationPatch) => {
    const changes = Object.fromEntries(
      formFields.filter((field) => dirtyFields[field]).map((field) => [field, values[field]]),
    ) as InvitationPatch;
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync({ id: invitation.id, changes });
      notifySuccess(t('invitations.updated'));
      onDone();
    } catch (failure) {
      showFormFailure(failure, { setError, fields: formFields, fallback: t('invitations_page.edit.failed') });
    }
  };

  return (
    <SubmitForm onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="md">
        <TextareaField
          fields={fields}
          name="description"
          label={t('invitations_page.form.description')}
          description={t('invitations_page.form.description_hint')}
          withAsterisk
          rows={2}
          data-autofocus
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
            description={t('invitations_page.edit.max_uses_hint', { count: invitation.uses })}
            placeholder={t('invitations_page.form.max_uses_placeholder')}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="is_active"
          render={({ field: { value, onChange, onBlur, name, ref } }) => (
            <Switch
              label={t('invitations_page.form.is_active')}
              description={t('invitations_page.edit.is_active_hint')}
              error={error('is_active')}
              name={name}
              ref={ref}
              checked={value === true}
              onChange={(event) => onChange(event.currentTarget.checked)}
              onBlur={onBlur}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <CancelButton onClick={onDone} />
          <SubmitButton leftSection={<IconDeviceFloppy size="1rem" aria-hidden />}>
            {t('invitations_page.edit.submit')}
          </SubmitButton>
        </Group>
      </Stack>
    </SubmitForm>
  );
}

/** The edit form in a dialog over the invitations tab; null keeps it closed. */
export function EditInvitationDialog({
  invitation,
  onClose,
}: {
  invitation: Invitation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={invitation !== null}
      onClose={onClose}
      title={t('invitations_page.edit.title')}
      size="lg"
      centered
    >
      {/* Keyed by the invitation: each opening starts from its values as listed now. */}
      {invitation && <EditInvitationForm key={invitation.id} invitation={invitation} onDone={onClose} />}
    </Modal>
  );
}
