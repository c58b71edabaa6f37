import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TripStatus } from '#domain/trip-enums.ts';
import { statusLabel } from '#domain/trip-labels.ts';
import classes from './trips.module.css';

/** One colour per status; the label always says the status too, so colour is never the only signal. */
export const tripStatusColors: Record<TripStatus, string> = {
  planned: 'blue',
  in_progress: 'yellow',
  completed: 'green',
  cancelled: 'gray',
};

export function TripStatusBadge({ status, ...props }: { status: TripStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={tripStatusColors[status] ?? 'gray'} className={classes.badge} {...props}>
      {statusLabel(t, status)}
    </Badge>
  );
}
