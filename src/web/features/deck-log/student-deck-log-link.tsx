import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/links.tsx';
import { deckLogQueryOptions } from './api.ts';

/**
 * On a trip of the student's logbook: the way into its deck log, shown only while the captain lets the crew write
 * in it (the server answers the log to the student then, and 404 otherwise).
 */
export function StudentDeckLogLink({ tripId }: { tripId: number }) {
  const { t } = useTranslation();
  const log = useQuery({ ...deckLogQueryOptions(tripId, 'student'), retry: false });
  if (!log.data) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 14rem' }}>
          <Text fw={700}>{t('deck_log.student.title')}</Text>
          <Text size="sm">
            {log.data.can_write ? t('deck_log.student.open_to_crew') : t('deck_log.student.read_only')}
          </Text>
        </Stack>
        <ButtonLink
          to="/student/logbook/$id/log"
          params={{ id: String(tripId) }}
          size="md"
          mih={48}
          leftSection={<IconNotebook size="1.25rem" aria-hidden />}
        >
          {t('deck_log.student.open')}
        </ButtonLink>
      </Group>
    </Paper>
  );
}
