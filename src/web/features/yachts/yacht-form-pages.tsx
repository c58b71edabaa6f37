import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.tsx';
import { PremiumGate } from '../premium/premium-gate.tsx';
import { useCreateYacht, useUpdateYacht, useYacht } from './api.ts';
import { BackToYachts, YachtLoadError, YachtLoading } from './page-parts.tsx';
import { emptyYachtForm, YachtForm, yachtFormValues } from './yacht-form.tsx';

function AddYachtForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateYacht();
  return (
    <YachtForm
      defaultValues={emptyYachtForm}
      submitLabel={t('yachts.form.submit_create')}
      failureFallback={t('yachts.form.create_failed')}
      onSave={async (input) => {
        await create.mutateAsync(input);
        notifySuccess(t('yachts.created'));
        await navigate({ to: '/yachts', search: { created: 1 } });
      }}
    />
  );
}

/** /yachts/add: Premium only; others go back to the list with the premium notice. */
export function AddYachtPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackToYachts />
        <Stack gap={4}>
          <Title order={1}>{t('yachts.form.add_title')}</Title>
          <Text c="dimmed">{t('yachts.form.add_text')}</Text>
        </Stack>
        <PremiumGate listPath="/yachts">
          <AddYachtForm />
        </PremiumGate>
      </Stack>
    </Container>
  );
}

function EditYachtForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const yacht = useYacht(id);
  const update = useUpdateYacht(id);
  if (yacht.isPending) return <YachtLoading />;
  if (yacht.isError)
    return <YachtLoadError onRetry={() => void yacht.refetch()} retrying={yacht.isFetching} />;
  return (
    <YachtForm
      key={yacht.data.updated_at}
      defaultValues={yachtFormValues(yacht.data)}
      submitLabel={t('yachts.form.submit_update')}
      failureFallback={t('yachts.form.update_failed')}
      onSave={async (input) => {
        await update.mutateAsync(input);
        notifySuccess(t('yachts.updated'));
        await navigate({ to: '/yachts' });
      }}
    />
  );
}

/** /yachts/{id}/edit: Premium only, loads the yacht first. */
export function EditYachtPage({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackToYachts />
        <Title order={1}>{t('yachts.form.edit_title')}</Title>
        <PremiumGate listPath="/yachts">
          <EditYachtForm id={id} />
        </PremiumGate>
      </Stack>
    </Container>
  );
}
