import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, type DefaultValues, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type CaptainProfile,
  captainProfileInputSchema,
  defaultLanguages,
  defaultNationality,
} from '#domain/captain-profile.ts';
import { matchLicenceType, otherLicence } from '#domain/licence.ts';
import type { z } from '#domain/validation.ts';
import { TextField, useSchemaFields } from '../../components/form-field.tsx';
import { LeaveFormGuard } from '../../components/leave-form-dialog.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { useUpdateCaptainProfile } from './api.ts';
import { licenceOptions } from './licence-options.ts';

type ProfileFormInput = z.input<typeof captainProfileInputSchema>;
type ProfileFormOutput = z.output<typeof captainProfileInputSchema>;

const formFields = [
  'first_name',
  'last_name',
  'phone',
  'license_type',
  'license_number',
  'other_license',
  'nationality',
  'languages',
] as const satisfies readonly Path<ProfileFormInput>[];

/**
 * The form's values from the stored profile. A stored licence that is not one of the list is shown as "Other"
 * with its text (matched case-insensitively, otherwise treated as other).
 */
export function profileFormValues(profile: CaptainProfile): DefaultValues<ProfileFormInput> {
  const type = matchLicenceType(profile.license_type) || undefined;
  const storedAsOther = profile.license_type.trim().toLowerCase() === otherLicence;
  const otherText =
    type === otherLicence ? profile.other_license || (storedAsOther ? '' : profile.license_type) : '';
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone,
    license_type: type,
    license_number: profile.license_number,
    other_license: otherText,
    nationality: profile.nationality || defaultNationality,
    languages: profile.languages || defaultLanguages,
  };
}

/** The captain's details (licence, CV data); the e-mail is shown locked and never sent. */
export function ProfileForm({ profile }: { profile: CaptainProfile }) {
  const { t } = useTranslation();
  const update = useUpdateCaptainProfile();
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(captainProfileInputSchema),
    defaultValues: profileFormValues(profile),
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, reset } = form;
  const licenceType = useWatch({ control, name: 'license_type' });
  const isOther = licenceType === otherLicence;
  const fields = useSchemaFields(form, captainProfileInputSchema);

  const onSubmit = async (values: ProfileFormOutput) => {
    const other = values.license_type === otherLicence;
    try {
      const answer = await update.mutateAsync({
        first_name: values.first_name,
        last_name: values.last_name,
        phone: values.phone,
        license_type: values.license_type,
        license_number: values.license_number,
        other_license: other ? (values.other_license ?? '') : '',
        nationality: values.nationality ?? '',
        languages: values.languages ?? '',
      });
      reset(profileFormValues(answer.captain_profile));
      notifySuccess(answer.message || t('captainProfile.form.saved'));
    } catch (failure) {
      showFormFailure(failure, {
        setError,
        fields: formFields,
        fallback: t('captainProfile.form.save_failed'),
      });
    }
  };

  return (
    <SubmitForm onSubmit={handleSubmit(onSubmit)}>
      <LeaveFormGuard unsaved={form.formState.isDirty} />
      <Stack gap="lg">
        <SectionCard title={t('captainProfile.form.personal')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              fields={fields}
              name="first_name"
              label={t('captainProfile.form.first_name')}
              autoComplete="given-name"
              withAsterisk
            />
            <TextField
              fields={fields}
              name="last_name"
              label={t('captainProfile.form.last_name')}
              autoComplete="family-name"
              withAsterisk
            />
            <TextInput
              label={t('captainProfile.form.email')}
              description={t('captainProfile.form.email_locked')}
              value={profile.email}
              type="email"
              disabled
              readOnly
            />
            <TextField
              fields={fields}
              name="phone"
              label={t('captainProfile.form.phone')}
              type="tel"
              autoComplete="tel"
              withAsterisk
            />
          </SimpleGrid>
        </SectionCard>

        <SectionCard title={t('captainProfile.form.licence')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="license_type"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  label={t('captainProfile.form.license_type')}
                  placeholder={t('captainProfile.form.license_type_placeholder')}
                  data={licenceOptions(t)}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  withAsterisk
                  error={fields.errorOf('license_type')}
                />
              )}
            />
            <TextField
              fields={fields}
              name="license_number"
              label={t('captainProfile.form.license_number')}
              withAsterisk
            />
            {isOther && (
              <TextField
                fields={fields}
                name="other_license"
                label={t('captainProfile.form.other_license')}
                description={t('captainProfile.form.other_license_hint')}
                withAsterisk
              />
            )}
          </SimpleGrid>
        </SectionCard>

        <SectionCard title={t('captainProfile.form.cv')} description={t('captainProfile.form.cv_hint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              fields={fields}
              name="nationality"
              label={t('captainProfile.form.nationality')}
              placeholder={defaultNationality}
            />
            <TextField
              fields={fields}
              name="languages"
              label={t('captainProfile.form.languages')}
              placeholder={defaultLanguages}
            />
          </SimpleGrid>
        </SectionCard>

        <Group justify="flex-end">
          <SubmitButton leftSection={<IconDeviceFloppy size="1.1rem" aria-hidden />}>
            {t('captainProfile.form.submit')}
          </SubmitButton>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
