import { Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StudentLogbookTrip } from '#domain/student-logbook.ts';
import { ButtonLink } from '../../components/links.tsx';
import { Fact, Facts } from '../student-shared/facts.tsx';
import { useTripFormat } from '../trips/shared/trip-format.ts';
import { ConfirmationBadge } from './confirmation-badge.tsx';
import { captainName, hoursUnderWay } from './logbook-format.ts';

/** One trip of the student's logbook: the yacht, its facts, the captain and the student's answer. */
export function LogbookCard({ trip }: { trip: StudentLogbookTrip }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  return (
    <Card component="li" withBorder radius="lg" padding="lg" aria-label={trip.yacht_name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {trip.yacht_name}
          </Title>
          <ConfirmationBadge status={trip.confirmation.status} />
        </Group>
        <Facts>
          <Fact label={t('student_logbook.fields.route')} value={format.route(trip)} />
          <Fact label={t('student_logbook.fields.dates')} value={format.datesWithDays(trip)} />
          <Fact label={t('student_logbook.fields.distance')} value={format.distance(trip.distance)} />
          <Fact label={t('student_logbook.fields.hours')} value={format.hours(hoursUnderWay(trip))} />
          <Fact label={t('student_logbook.fields.captain')} value={captainName(trip)} />
        </Facts>
        <Group mt="auto">
          <ButtonLink
            to="/student/logbook/$id"
            params={{ id: String(trip.id) }}
            variant="light"
            size="xs"
            rightSection={<IconArrowRight size="0.9rem" aria-hidden />}
            aria-label={t('student_logbook.list.open_named', { name: trip.yacht_name })}
          >
            {t('student_logbook.list.open')}
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}
