import '@mantine/dropzone/styles.css';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconCheck, IconRoute, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Track } from '#domain/track.ts';
import { trackLimits } from '#domain/track.ts';
import type { TripFormValues } from '#domain/trip-form.ts';
import { UploadProgress } from '../../../../components/upload-progress.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { failureMessage } from '../../../../lib/notify.tsx';
import { useSubmitOnce } from '../../../../lib/use-submit-once.ts';
import { useTripForm } from '../trip-form-context.ts';
import { acceptedValues, type TrackFillKey, trackFillRows } from './track-fill.ts';
import { TrackPreview } from './track-preview.tsx';
import { uploadTrack } from './upload-track.ts';

/** Browsers name a GPX file's type in several ways (often not at all): the extension decides. */
const gpxTypes = {
  'application/gpx+xml': ['.gpx'],
  'application/xml': ['.gpx'],
  'text/xml': ['.gpx'],
  'application/octet-stream': ['.gpx'],
};

/** The days of the trip are read in the captain's own time zone, which the preview names. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export interface TrackPanelProps {
  onClose: () => void;
  /** Time zone of the trip's days; the browser's unless a test names one. */
  timeZone?: string;
}

/**
 * "Fill from a GPX file": drop a file, watch it upload, then tick which trip fields the track fills. Nothing is
 * written until the captain accepts, and a field holding another value is replaced only when ticked.
 */
export default function TrackPanel({ onClose, timeZone = browserTimeZone() }: TrackPanelProps) {
  const { t, i18n } = useTranslation();
  const { getValues, setValue } = useTripForm();
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [track, setTrack] = useState<Track | null>(null);
  const [filled, setFilled] = useState(false);

  const serverMessage = (failure: unknown) => {
    const field = failure instanceof ApiError ? failure.fieldErrors.file?.[0] : undefined;
    if (field) return i18n.exists(field) ? t(field) : field;
    return failureMessage(failure, t('trips.wizard.track.failed'));
  };

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    setFilled(false);
    setTrack(null);
    setProgress(0);
    try {
      const answer = await uploadTrack(file, setProgress);
      setTrack(answer.track);
    } catch (failure) {
      setError(serverMessage(failure));
    } finally {
      setProgress(null);
    }
  }
  const uploadOnce = useSubmitOnce(upload);
  const busy = progress !== null || uploadOnce.pending;

  function accept(chosen: ReadonlySet<TrackFillKey>) {
    if (!track) return;
    const rows = trackFillRows(track, getValues(), timeZone);
    const values = acceptedValues(rows, chosen, track.id);
    for (const [name, value] of Object.entries(values) as [keyof TripFormValues, never][]) {
      setValue(name, value, { shouldDirty: true });
    }
    setTrack(null);
    setFilled(true);
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('trips.wizard.track.open')}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconRoute size="1.2rem" aria-hidden />
          <Text fw={600}>{t('trips.wizard.track.open')}</Text>
        </Group>
        {!track && (
          <Dropzone
            onDrop={(files) => void uploadOnce.run(files[0])}
            onReject={() => setError(t('trips.wizard.track.wrong_file'))}
            accept={gpxTypes}
            maxSize={trackLimits.bytes}
            multiple={false}
            loading={busy}
            disabled={busy}
            inputProps={{ 'aria-label': t('trips.wizard.track.choose'), 'aria-describedby': hintId }}
          >
            <Stack gap={4} align="center" ta="center" py="md">
              <Dropzone.Accept>
                <IconUpload aria-hidden stroke={1.5} />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX aria-hidden stroke={1.5} />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconRoute aria-hidden stroke={1.5} />
              </Dropzone.Idle>
              <Text size="sm" fw={500}>
                {t('trips.wizard.track.drop')}
              </Text>
              <Text size="xs" c="dimmed" id={hintId}>
                {t('trips.wizard.track.rules')}
              </Text>
            </Stack>
          </Dropzone>
        )}
        {progress !== null && (
          <UploadProgress
            percent={progress}
            label={t('trips.wizard.track.uploading')}
            text={t('trips.wizard.track.uploading_percent', { percent: progress })}
          />
        )}
        {error && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" p="xs">
            {error}
          </Alert>
        )}
        {filled && (
          <Alert color="green" icon={<IconCheck aria-hidden />} role="status" p="xs">
            {t('trips.wizard.track.filled')}
          </Alert>
        )}
        {track && (
          <TrackPreview
            rows={trackFillRows(track, getValues(), timeZone)}
            timeZone={timeZone}
            notes={track.notes}
            onAccept={accept}
            onCancel={() => setTrack(null)}
          />
        )}
        {!track && (
          <Group>
            <Button variant="subtle" size="xs" onClick={onClose} disabled={busy}>
              {t('trips.wizard.track.close')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
