import { Alert, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvTripsResponse } from '#domain/cv.ts';
import { failureMessage } from '../../lib/notify.tsx';
import { useCvTrips } from './api.ts';
import { CaptainInfoCard } from './captain-info-card.tsx';
import { type CvTexts, CvTextsFields } from './cv-texts-fields.tsx';
import { CvTripsSection } from './cv-trips-section.tsx';
import { CvUnprintableWarning } from './cv-unprintable-warning.tsx';
import { GenerateBar } from './generate-bar.tsx';
import { useCvProgressScheme } from './use-cv-progress-scheme.ts';
import { useGenerateCvInTab } from './use-generate-cv.ts';

/**
 * The page once the trips are in: nationality and languages start from the profile's values, the licence progress
 * from the sea-time page's goal.
 */
function CvBuilder({ data }: { data: CvTripsResponse }) {
  const [texts, setTexts] = useState<CvTexts>({
    nationality: data.captainInfo.nationality,
    languages: data.captainInfo.languages,
  });
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const [scheme, setScheme] = useCvProgressScheme();
  const { generate, generating, link, fieldErrors } = useGenerateCvInTab();

  // Only trips still listed count (the list may have been refreshed since they were ticked).
  const selected = useMemo(
    () => new Set(data.trips.filter((trip) => chosen.has(trip.id)).map((trip) => trip.id)),
    [data.trips, chosen],
  );
  const selectedTrips = useMemo(
    () => data.trips.filter((trip) => selected.has(trip.id)),
    [data.trips, selected],
  );
  const toggle = useCallback(
    (id: number) =>
      setChosen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  return (
    <Stack gap="lg">
      <CaptainInfoCard info={data.captainInfo} />
      <CvTextsFields
        value={texts}
        onChange={setTexts}
        scheme={scheme}
        onSchemeChange={setScheme}
        errors={fieldErrors}
      />
      <CvTripsSection
        trips={data.trips}
        selected={selected}
        onToggle={toggle}
        onSelectAll={() => setChosen(new Set(data.trips.map((trip) => trip.id)))}
        onClearAll={() => setChosen(new Set())}
      />
      <CvUnprintableWarning info={data.captainInfo} texts={texts} trips={selectedTrips} />
      <GenerateBar
        selectedCount={selected.size}
        generating={generating}
        link={link}
        onGenerate={() =>
          generate({
            trip_ids: selectedTrips.map((trip) => trip.id),
            nationality: texts.nationality,
            languages: texts.languages,
            scheme,
          })
        }
      />
    </Stack>
  );
}

/** /captain-cv: choose trips and generate the captain's CV as a PDF that opens in a new tab. */
export function CaptainCvPage() {
  const { t } = useTranslation();
  const cv = useCvTrips();

  let content: ReactNode;
  if (cv.isPending) {
    content = (
      <Stack gap="lg" aria-busy="true" aria-label={t('captainCv.loading')}>
        <Skeleton h="10rem" radius="lg" />
        <Skeleton h="6rem" radius="lg" />
        <Skeleton h="16rem" radius="lg" />
      </Stack>
    );
  } else if (cv.isError) {
    content = (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('captainCv.error.loading')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{failureMessage(cv.error, t('captainCv.error.loading_hint'))}</Text>
          <Button variant="light" color="red" onClick={() => void cv.refetch()} loading={cv.isFetching}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = <CvBuilder data={cv.data} />;
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('captainCv.title')}</Title>
          <Text c="dimmed">{t('captainCv.subtitle')}</Text>
        </Stack>
        {content}
      </Stack>
    </Container>
  );
}
