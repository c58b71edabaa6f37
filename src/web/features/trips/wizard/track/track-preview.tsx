import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText, localeOfLanguage, numberText } from '../summary-format.ts';
import type { TrackFillKey, TrackFillRow } from './track-fill.ts';
import { initiallyChosen } from './track-fill.ts';

const labelKeys: Record<TrackFillKey, string> = {
  distance: 'trips.wizard.cruise.distance',
  embarkationDate: 'trips.wizard.cruise.embarkation_date',
  disembarkationDate: 'trips.wizard.cruise.disembarkation_date',
  sailingHours: 'trips.wizard.track.hours_under_way',
  nightHours: 'trips.wizard.cruise.night_hours',
  embarkationPort: 'trips.wizard.cruise.embarkation_port',
  disembarkationPort: 'trips.wizard.cruise.disembarkation_port',
  visitedPorts: 'trips.wizard.ports.title',
};

const isDate = (key: TrackFillKey) => key === 'embarkationDate' || key === 'disembarkationDate';
const isNumber = (key: TrackFillKey) => key === 'distance' || key === 'sailingHours' || key === 'nightHours';

export interface TrackPreviewProps {
  rows: readonly TrackFillRow[];
  timeZone: string;
  notes: readonly string[];
  onAccept: (chosen: ReadonlySet<TrackFillKey>) => void;
  onCancel: () => void;
}

/** The fields a track would fill, each with a tick; a field holding another value shows old → new. */
export function TrackPreview({ rows, timeZone, notes, onAccept, onCancel }: TrackPreviewProps) {
  const { t, i18n } = useTranslation();
  const locale = localeOfLanguage(i18n.language);
  const [chosen, setChosen] = useState(() => initiallyChosen(rows));
  const shown = (key: TrackFillKey, value: string) => {
    if (value === '') return '—';
    if (isDate(key)) return dateText(value, locale);
    return isNumber(key) ? numberText(value, locale) : value;
  };
  const toggle = (key: TrackFillKey, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <Stack gap="sm" aria-live="polite">
      <Stack gap={2}>
        <Text fw={600} component="h4" m={0}>
          {t('trips.wizard.track.preview')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('trips.wizard.track.preview_hint')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('trips.wizard.track.time_zone', { zone: timeZone })}
        </Text>
        {notes.map((note) =>
          i18n.exists(note) ? (
            <Text key={note} size="sm" c="yellow.9" role="status">
              {t(note)}
            </Text>
          ) : null,
        )}
      </Stack>
      <Stack gap="xs">
        {rows.map((row) => (
          <Checkbox
            key={row.key}
            checked={chosen.has(row.key)}
            onChange={(event) => toggle(row.key, event.currentTarget.checked)}
            label={t(labelKeys[row.key])}
            description={
              row.replaces
                ? `${shown(row.key, row.current)} → ${shown(row.key, row.next)}`
                : shown(row.key, row.next)
            }
          />
        ))}
      </Stack>
      <Group gap="sm">
        <Button onClick={() => onAccept(chosen)} disabled={chosen.size === 0}>
          {t('trips.wizard.track.accept')}
        </Button>
        <Button variant="subtle" onClick={onCancel}>
          {t('trips.wizard.track.close')}
        </Button>
      </Group>
    </Stack>
  );
}
