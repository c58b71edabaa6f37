import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { otherLicence } from '#domain/licence.ts';
import { licenceOptions } from '../../captain-profile/licence-options.ts';
import { useCaptainSession } from '../../session/use-session.ts';
import { SelectField, TextField } from './form-fields.tsx';
import { useTripForm } from './trip-form-context.ts';

/** Step 1: the captain and the licence; the licence name is asked for when the type is "Other". */
export function CaptainStep({ autofilled }: { autofilled: boolean }) {
  const { t } = useTranslation();
  const { control } = useTripForm();
  // Only a logged-in captain has an account e-mail to offer.
  const session = useCaptainSession();
  const licenceType = useWatch({ control, name: 'licenseType' });
  return (
    <Stack gap="md">
      {autofilled && (
        <Alert variant="light" role="status" icon={<IconUserCheck aria-hidden />}>
          {t('trips.wizard.captain.autofilled')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          name="firstName"
          label={t('trips.wizard.captain.first_name')}
          autoComplete="given-name"
          required
        />
        <TextField
          name="lastName"
          label={t('trips.wizard.captain.last_name')}
          autoComplete="family-name"
          required
        />
        <TextField
          name="email"
          label={t('trips.wizard.captain.email')}
          description={session ? t('trips.wizard.captain.email_hint') : undefined}
          type="email"
          autoComplete="email"
        />
        <TextField
          name="phone"
          label={t('trips.wizard.captain.phone')}
          type="tel"
          autoComplete="tel"
          required
        />
        <SelectField
          name="licenseType"
          label={t('trips.wizard.captain.license_type')}
          data={licenceOptions(t)}
          required
        />
        <TextField name="licenseNumber" label={t('trips.wizard.captain.license_number')} required />
        {licenceType === otherLicence && (
          <TextField
            name="otherLicense"
            label={t('trips.wizard.captain.other_license')}
            description={t('trips.wizard.captain.other_license_hint')}
            required
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
