import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EnrolmentStatus } from '#domain/enrolment-status.ts';

/** One colour per status; the label always names the status, so colour is never the only signal. */
export const enrolmentStatusColors: Record<EnrolmentStatus, string> = {
  not_joined: 'gray',
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
};

export function EnrolmentStatusBadge({ status, ...props }: { status: EnrolmentStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={enrolmentStatusColors[status]} style={{ flexShrink: 0 }} {...props}>
      {t(`student_area.status.${status}`)}
    </Badge>
  );
}
