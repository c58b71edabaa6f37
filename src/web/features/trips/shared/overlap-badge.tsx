import { Badge } from '@mantine/core';
import { IconCalendarExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './trips.module.css';

/** Marks a trip in the list whose dates overlap another trip of the captain's (see trip-overlap.ts). */
export function OverlapBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      color="yellow"
      variant="light"
      className={classes.badge}
      leftSection={<IconCalendarExclamation size="0.8rem" aria-hidden />}
      title={t('trips.overlap.badge_hint')}
    >
      {t('trips.overlap.badge')}
    </Badge>
  );
}
