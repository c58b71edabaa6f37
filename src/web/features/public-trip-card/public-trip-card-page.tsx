import { Container, Fieldset, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyTripForm } from '#domain/trip-form.ts';
import { TripForm } from '../trips/wizard/trip-form.tsx';
import { TripCardIntro } from './trip-card-intro.tsx';
import { TripCardStatus } from './trip-card-status.tsx';
import { useTripCardPdf } from './use-trip-card-pdf.ts';

/**
 * /public-trip-card: the five-step trip form for visitors without an account; nothing is saved. The checked data
 * become a trip card PDF that opens in a new tab. While it is generated the form is disabled.
 */
export function PublicTripCardPage() {
  const { t } = useTranslation();
  const [initialValues] = useState(emptyTripForm);
  const { generate, generating, outcome } = useTripCardPdf();
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', xs: 'md' }}>
      <Stack gap="lg">
        <TripCardIntro />
        <Fieldset variant="unstyled" m={0} p={0} disabled={generating} aria-busy={generating}>
          <TripForm
            mode="create"
            initialValues={initialValues}
            allowSaving={false}
            onSubmitData={generate}
            yachtSearch={false}
            profileAutofill={false}
            submitLabel={t('publicTripCard.submit')}
          />
        </Fieldset>
        <TripCardStatus generating={generating} outcome={outcome} />
      </Stack>
    </Container>
  );
}
