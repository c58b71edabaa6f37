import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentLogbookTrip } from '#domain/student-logbook.ts';
import { SectionCard } from '../student-shared/facts.tsx';
import { useStudentFormat } from '../student-shared/format.ts';
import { ConfirmationBadge } from './confirmation-badge.tsx';
import { ConfirmationDialog } from './confirmation-dialog.tsx';
import type { Answer } from './confirmation-form.ts';

/**
 * The student's answer on the trip, what it means for their sea time, and the way to give or change it: a
 * pending trip offers both answers, an answered one the other.
 */
export function ConfirmationSection({ trip }: { trip: StudentLogbookTrip }) {
  const { t } = useTranslation();
  const format = useStudentFormat();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const { status, at, note } = trip.confirmation;
  return (
    <SectionCard title={t('student_logbook.sections.confirmation')}>
      <Group gap="xs">
        <ConfirmationBadge status={status} size="lg" />
      </Group>
      <Text size="sm">
        {t(`student_logbook.confirmation.${status}.state`, { date: at ? format.day(at) : '' })}
      </Text>
      {note.trim() !== '' && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('student_logbook.confirmation.my_note')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note}
          </Text>
        </Stack>
      )}
      <Group gap="sm">
        {status !== 'confirmed' && (
          <Button
            leftSection={<IconCircleCheck size="1rem" aria-hidden />}
            onClick={() => setAnswer('confirmed')}
          >
            {t('student_logbook.confirmation.confirm')}
          </Button>
        )}
        {status !== 'disputed' && (
          <Button
            variant="default"
            leftSection={<IconAlertTriangle size="1rem" aria-hidden />}
            onClick={() => setAnswer('disputed')}
          >
            {t('student_logbook.confirmation.dispute')}
          </Button>
        )}
      </Group>
      <ConfirmationDialog trip={trip} answer={answer} onClose={() => setAnswer(null)} />
    </SectionCard>
  );
}
