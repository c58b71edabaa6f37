import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CvTrip } from '#domain/cv.ts';
import type { CvFormat } from './use-cv-format.ts';

/** Sea or inland waters, with a small "tidal" badge when the trip had tidal hours or called at a tidal port. */
export function CvWaters({ trip, format }: { trip: CvTrip; format: CvFormat }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap" component="span">
      <Text span size="sm">
        {format.waters(trip)}
      </Text>
      {trip.tidal && (
        <Badge size="xs" variant="light" color="cyan" radius="sm" style={{ flexShrink: 0 }}>
          {t('captainCv.trips.tidal')}
        </Badge>
      )}
    </Group>
  );
}
