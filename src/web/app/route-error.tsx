import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Shown when a page fails to load (for example a chunk after a deployment); offers a reload. */
export function RouteError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" icon={<IconAlertTriangle />} title={t('route_error.title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('route_error.text')}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => {
              reset();
              window.location.reload();
            }}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
