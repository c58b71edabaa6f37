import { Anchor, Button, Card, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconPlugConnectedX, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StudentCaptain } from '#domain/invitation.ts';
import { ButtonLink } from '../../components/links.tsx';
import { Fact, Facts } from '../student-shared/facts.tsx';
import { useStudentFormat } from '../student-shared/format.ts';

interface CaptainCardProps {
  captain: StudentCaptain;
  onDisconnect: (captain: StudentCaptain) => void;
}

export function CaptainCard({ captain, onDisconnect }: CaptainCardProps) {
  const { t } = useTranslation();
  const format = useStudentFormat();
  return (
    <Card component="li" withBorder radius="lg" padding="lg" aria-label={captain.name}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" aria-hidden>
            <IconUser size="1.1rem" />
          </ThemeIcon>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {captain.name}
          </Title>
        </Group>
        <Facts>
          <Fact
            label={t('student_area.captains.email')}
            value={<Anchor href={`mailto:${captain.email}`}>{captain.email}</Anchor>}
          />
          <Fact label={t('student_area.captains.connected_since')} value={format.day(captain.connected_at)} />
        </Facts>
        <Group gap="xs">
          <ButtonLink
            to="/student/planned-sailing-trips"
            search={{ captain: captain.id }}
            variant="light"
            size="xs"
            leftSection={<IconCalendarEvent size="0.9rem" aria-hidden />}
          >
            {t('student_area.captains.trips')}
          </ButtonLink>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconPlugConnectedX size="0.9rem" aria-hidden />}
            aria-label={t('student_area.captains.disconnect_named', { name: captain.name })}
            onClick={() => onDisconnect(captain)}
          >
            {t('student_area.captains.disconnect')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
