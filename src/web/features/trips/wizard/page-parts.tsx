import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink, ButtonLink } from '../../../components/links.tsx';

/** Back link, title and an optional line under it, above the form. */
export function TripFormPageHeader({ title, text }: { title: string; text?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <AnchorLink to="/sailing-trips" size="sm">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size="0.9rem" aria-hidden />
          {t('trips.wizard.back')}
        </Group>
      </AnchorLink>
      <Title order={1}>{title}</Title>
      {text && <Text c="dimmed">{text}</Text>}
    </Stack>
  );
}

export function TripLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" aria-busy="true" aria-label={t('trips.wizard.loading')}>
      <Loader />
    </Center>
  );
}

/** The trip could not be loaded: a missing trip offers the list; anything else also offers a retry. */
export function TripLoadError({
  notFound,
  onRetry,
  retrying,
}: {
  notFound: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color={notFound ? 'yellow' : 'red'}
      icon={<IconAlertTriangle aria-hidden />}
      title={notFound ? t('trips.wizard.not_found_title') : t('trips.wizard.load_failed_title')}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{notFound ? t('trips.wizard.not_found') : t('trips.wizard.load_failed')}</Text>
        <Group gap="sm">
          {!notFound && (
            <Button variant="light" color="red" onClick={onRetry} loading={retrying}>
              {t('common.retry')}
            </Button>
          )}
          <ButtonLink to="/sailing-trips" variant="default">
            {t('trips.wizard.to_list')}
          </ButtonLink>
        </Group>
      </Stack>
    </Alert>
  );
}
