import { Container, SimpleGrid, Stack } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/links.tsx';
import { QueryList } from '../../components/query-list.tsx';
import { PageHeader } from '../student-shared/page-header.tsx';
import { useStudentLogbook } from './api.ts';
import { LogbookCard } from './logbook-card.tsx';

/** /student/logbook: the trips the student sailed in their captains' logbooks, with their answer on each. */
export function LogbookPage() {
  const { t } = useTranslation();
  const logbook = useStudentLogbook();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeader
          title={
            logbook.data
              ? t('student_logbook.list.title_count', { count: logbook.data.length })
              : t('student_logbook.list.title')
          }
          subtitle={t('student_logbook.list.subtitle')}
        />
        <QueryList
          query={logbook}
          skeleton={{ label: t('student_logbook.list.loading'), height: 240 }}
          loadFailed={{ title: t('student_logbook.list.load_failed') }}
          empty={{
            icon: <IconNotebook />,
            text: t('student_logbook.list.empty'),
            action: (
              <ButtonLink to="/student/captains" variant="light">
                {t('student_logbook.list.empty_action')}
              </ButtonLink>
            ),
          }}
        >
          {(trips) => (
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              spacing="md"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {trips.map((trip) => (
                <LogbookCard key={trip.id} trip={trip} />
              ))}
            </SimpleGrid>
          )}
        </QueryList>
      </Stack>
    </Container>
  );
}
