import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import { DownloadButton } from '../../../../components/download-button.tsx';
import { failureMessage, notifyFailure } from '../../../../lib/notify.tsx';
import { saveFile } from '../../../../lib/save-file.ts';
import { useSubmitOnce } from '../../../../lib/use-submit-once.ts';
import { useTripFormat } from '../../shared/trip-format.ts';
import { SectionCard } from '../detail-parts.tsx';
import { RouteSketch } from './route-sketch.tsx';
import { downloadTrackGpx, useClientConfig, useTrackSketch } from './track-api.ts';
import { TrackMap } from './track-map.tsx';

function DownloadGpxButton({ tripId }: { tripId: number }) {
  const { t } = useTranslation();
  const download = useSubmitOnce(async () => {
    try {
      const file = await downloadTrackGpx(tripId);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      notifyFailure(failureMessage(error, t('track_sketch.download_failed')));
    }
  });
  return (
    <DownloadButton busy={download.pending} onClick={() => void download.run()}>
      {t('track_sketch.download')}
    </DownloadButton>
  );
}

/** The trip's route: the sketch from its track, the full track to download, and a map when the operator has tiles. */
export function TrackSection({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  const sketch = useTrackSketch(trip.id);
  const config = useClientConfig();
  const tilesUrl = config.data?.map_tiles_url;
  const stops = sketch.data?.stops ?? [];
  const from = trip.embarkation_port.trim() || stops[0]?.name || t('trips.shared.unknown_port');
  const to = trip.disembarkation_port.trim() || stops.at(-1)?.name || t('trips.shared.unknown_port');
  return (
    <SectionCard title={t('track_sketch.title')}>
      <Stack gap="md">
        {sketch.isPending ? (
          <Center py="lg" aria-busy="true" aria-label={t('track_sketch.loading')}>
            <Loader />
          </Center>
        ) : sketch.isError ? (
          <Text size="sm" c="red">
            {t('track_sketch.load_failed')}
          </Text>
        ) : (
          <RouteSketch sketch={sketch.data} from={format.port(from)} to={format.port(to)} />
        )}
        <Group>
          <DownloadGpxButton tripId={trip.id} />
        </Group>
        {sketch.data && tilesUrl ? (
          <TrackMap
            sketch={sketch.data}
            tilesUrl={tilesUrl}
            attribution={config.data?.map_tiles_attribution ?? null}
          />
        ) : null}
      </Stack>
    </SectionCard>
  );
}
