import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './planned-trips.module.css';

/** Whether students can see and join the trip; the word says it, not only the colour. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={active ? 'green' : 'gray'} className={classes.badge}>
      {active ? t('planned_trips_page.active') : t('planned_trips_page.inactive')}
    </Badge>
  );
}
