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
import { LeaveFormGuard } from '../../components/leave-form-dialog.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure, useFieldErrors } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { useUpdateCaptainProfile } from './api.ts';
import { licenceOptions } from './licence-options.ts';

type ProfileFormInput = z.input<typeof captainProfileInputSchema>;
type ProfileFormOutput = z.output<typeof captainProfileInputSchema>;

const fields = [
  'first_name',
  'last_name',
  'phone',
  'license_type',
  'license_number',
  'other_license',
  'nationality',
  'languages',
] as const satisfies readonly Path<ProfileFormInput>[];
type Field = (typeof fields)[number];

/** The schema's length limits, also set on the inputs so they are rarely reached. */
const maxLength: Record<Exclude<Field, 'license_type'>, number> = {
  first_name: 60,
  last_name: 60,
  phone: 30,
  license_number: 60,
  other_license: 100,
  nationality: 60,
  languages: 100,
};

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = form;
  const licenceType = useWatch({ control, name: 'license_type' });
  const isOther = licenceType === otherLicence;
  const fieldError = useFieldErrors(errors, captainProfileInputSchema);
  const error = (name: Field) => fieldError(name);

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
      showFormFailure(failure, { setError, fields, fallback: t('captainProfile.form.save_failed') });
    }
  };

  return (
    <SubmitForm onSubmit={handleSubmit(onSubmit)}>
      <LeaveFormGuard unsaved={isDirty} />
      <Stack gap="lg">
        <SectionCard title={t('captainProfile.form.personal')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('captainProfile.form.first_name')}
              autoComplete="given-name"
              withAsterisk
              maxLength={maxLength.first_name}
              error={error('first_name')}
              {...register('first_name')}
            />
            <TextInput
              label={t('captainProfile.form.last_name')}
              autoComplete="family-name"
              withAsterisk
              maxLength={maxLength.last_name}
              error={error('last_name')}
              {...register('last_name')}
            />
            <TextInput
              label={t('captainProfile.form.email')}
              description={t('captainProfile.form.email_locked')}
              value={profile.email}
              type="email"
              disabled
              readOnly
            />
            <TextInput
              label={t('captainProfile.form.phone')}
              type="tel"
              autoComplete="tel"
              withAsterisk
              maxLength={maxLength.phone}
              error={error('phone')}
              {...register('phone')}
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
                  error={error('license_type')}
                />
              )}
            />
            <TextInput
              label={t('captainProfile.form.license_number')}
              withAsterisk
              maxLength={maxLength.license_number}
              error={error('license_number')}
              {...register('license_number')}
            />
            {isOther && (
              <TextInput
                label={t('captainProfile.form.other_license')}
                description={t('captainProfile.form.other_license_hint')}
                withAsterisk
                maxLength={maxLength.other_license}
                error={error('other_license')}
                {...register('other_license')}
              />
            )}
          </SimpleGrid>
        </SectionCard>

        <SectionCard title={t('captainProfile.form.cv')} description={t('captainProfile.form.cv_hint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('captainProfile.form.nationality')}
              placeholder={defaultNationality}
              maxLength={maxLength.nationality}
              error={error('nationality')}
              {...register('nationality')}
            />
            <TextInput
              label={t('captainProfile.form.languages')}
              placeholder={defaultLanguages}
              maxLength={maxLength.languages}
              error={error('languages')}
              {...register('languages')}
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
