import { Alert } from '@mantine/core';
import { IconRefreshAlert } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import type { TripFormValues } from '#domain/trip-form.ts';
import { membersAskedAgain } from './confirmation-recheck.ts';

/** Before an edit is saved: the students whose answer it sets back to waiting, as the server will. */
export function RecheckNotice({ saved, values }: { saved: Trip; values: TripFormValues }) {
  const { t, i18n } = useTranslation();
  const names = membersAskedAgain(saved, values);
  if (names.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
  return (
    <Alert variant="light" color="yellow" role="note" icon={<IconRefreshAlert aria-hidden />}>
      {t('trips.wizard.summary.recheck', { names: list })}
    </Alert>
  );
}
