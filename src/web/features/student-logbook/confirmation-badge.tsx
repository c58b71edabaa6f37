import { Badge, type BadgeProps } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConfirmationStatus } from '#domain/crew-confirmation.ts';

/**
 * Filled in dark shades, so that white text reads at AA contrast in either colour scheme; the label and the
 * icon say the status, so colour is never the only signal.
 */
const looks: Record<ConfirmationStatus, { color: string; icon: typeof IconCircleCheck }> = {
  pending: { color: 'gray.7', icon: IconClockHour4 },
  confirmed: { color: 'teal.9', icon: IconCircleCheck },
  disputed: { color: 'red.9', icon: IconAlertTriangle },
};

/** The student's answer on a trip: awaiting confirmation, confirmed or disputed. */
export function ConfirmationBadge({ status, ...props }: { status: ConfirmationStatus } & BadgeProps) {
  const { t } = useTranslation();
  const { color, icon: StatusIcon } = looks[status];
  return (
    <Badge
      variant="filled"
      color={color}
      leftSection={<StatusIcon size="0.8rem" aria-hidden />}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {t(`student_logbook.status.${status}`)}
    </Badge>
  );
}
