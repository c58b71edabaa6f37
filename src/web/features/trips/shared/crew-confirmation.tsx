import { Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Confirmation, ConfirmationStatus } from '#domain/crew-confirmation.ts';
import { localeOf } from '#domain/language.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import classes from './trips.module.css';

/**
 * Filled badges in dark shades (yellow's light one with dark text): their text passes AA on the light and the dark
 * page alike, which the light variant's pale tints do not.
 */
const looks: Record<ConfirmationStatus, { color: string; icon: typeof IconClock }> = {
  pending: { color: 'yellow.3', icon: IconClock },
  confirmed: { color: 'teal.9', icon: IconCircleCheck },
  disputed: { color: 'red.9', icon: IconAlertTriangle },
};

/** The day of a moment (an ISO timestamp) in the browser's time zone, in the interface's language. */
function useMomentDay() {
  const locale = localeOf(useLanguage());
  return (iso: string | null) => {
    const date = iso ? new Date(iso) : null;
    if (!date || Number.isNaN(date.getTime())) return '';
    return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      date,
    );
  };
}

/**
 * A linked crew member's answer to the trip: waiting, confirmed on a day, or disputed with what they said is
 * wrong. The words say the status; colour and icon only repeat it.
 */
export function CrewConfirmation({ confirmation }: { confirmation: Confirmation }) {
  const { t } = useTranslation();
  const day = useMomentDay();
  const { color, icon: Icon } = looks[confirmation.status];
  const label =
    confirmation.status === 'confirmed'
      ? t('trips.crew_confirmation.confirmed_on', { date: day(confirmation.at) })
      : t(`trips.crew_confirmation.${confirmation.status}`);
  return (
    <Group gap="xs" wrap="wrap" align="flex-start">
      <Badge
        variant="filled"
        color={color}
        autoContrast
        className={classes.badge}
        leftSection={<Icon size="0.85rem" aria-hidden />}
      >
        {label}
      </Badge>
      {confirmation.status === 'disputed' && confirmation.note !== '' && (
        <Text size="sm" className={classes.wrap}>
          {t('trips.crew_confirmation.note', { note: confirmation.note })}
        </Text>
      )}
    </Group>
  );
}
