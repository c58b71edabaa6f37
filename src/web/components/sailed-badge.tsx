import { Badge, type BadgeProps } from '@mantine/core';
import { IconAnchor } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A planned trip the captain has turned into a logged trip (docs/students.md, "Sailed"), on the captain's and
 * the students' pages alike; the word says it, not only the colour.
 */
export function SailedBadge(props: BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color="teal"
      leftSection={<IconAnchor size="0.8rem" aria-hidden />}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {t('sailed_trip.badge')}
    </Badge>
  );
}
