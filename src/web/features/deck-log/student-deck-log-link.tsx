import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/links.tsx';
import { deckLogQueryOptions } from './api.ts';

/**
 * On a trip of the student's logbook whose captain lets the crew write in its deck log (`deck_log_open`): the way
 * into the log, saying whether entries can be added now (the captain's premium). A closed log is not asked for at
 * all: the server would answer 404.
 */
export function StudentDeckLogLink({ tripId, open }: { tripId: number; open: boolean }) {
  const { t } = useTranslation();
  const log = useQuery({ ...deckLogQueryOptions(tripId, 'student'), retry: false, enabled: open });
  if (!open) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 14rem' }}>
          <Text fw={700}>{t('deck_log.student.title')}</Text>
          <Text size="sm">
            {log.data?.can_write === false
              ? t('deck_log.student.read_only')
              : t('deck_log.student.open_to_crew')}
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
