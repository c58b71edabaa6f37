import { type BadgeProps, Group } from '@mantine/core';
import type { EnrolmentStatus } from '#domain/enrolment-status.ts';
import { SailedBadge } from '../../components/sailed-badge.tsx';
import { EnrolmentStatusBadge } from './enrolment-status-badge.tsx';

/**
 * The student's status on a planned trip. Once the captain has logged the trip it reads "Sailed": for an
 * accepted student that replaces "Accepted"; a pending or rejected enrolment keeps its own badge beside it.
 */
export function TripStatusBadges({
  sailed,
  status,
  size,
}: {
  sailed: boolean;
  status: EnrolmentStatus;
  size?: BadgeProps['size'];
}) {
  if (!sailed) return <EnrolmentStatusBadge status={status} size={size} />;
  const keepsOwn = status === 'pending' || status === 'rejected';
  return (
    <Group gap={6} wrap="nowrap">
      <SailedBadge size={size} />
      {keepsOwn && <EnrolmentStatusBadge status={status} size={size} />}
    </Group>
  );
}
