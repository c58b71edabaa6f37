import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../components/links.tsx';

/** "Back to yachts" above every yacht page. */
export function BackToYachts() {
  const { t } = useTranslation();
  return (
    <AnchorLink to="/yachts" size="sm">
      <IconArrowLeft size="0.9rem" aria-hidden style={{ verticalAlign: 'middle' }} /> {t('yachts.back')}
    </AnchorLink>
  );
}

export function YachtLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" aria-busy="true" aria-label={t('yachts.detail.loading')}>
      <Loader />
    </Center>
  );
}

/** 'Failed to load yacht details.' with a retry. */
export function YachtLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('yachts.detail.load_failed')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('yachts.detail.load_failed_text')}</Text>
        <Button variant="light" color="red" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
