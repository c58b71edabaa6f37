import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckLogEntry, DeckLogTrip } from '#domain/deck-log.ts';
import type { PrintedText } from '../documents/unprintable-warning.tsx';
import { UnprintableWarning } from '../documents/unprintable-warning.tsx';
import { useEntryFormat } from './entry-format.ts';
import { shipClock } from './logged-at.ts';

/**
 * Under the log's PDF button: the characters of the log's head and entries the PDF will not print as typed,
 * each entry named by its ship's date and time.
 */
export function DeckLogUnprintableWarning({
  trip,
  entries,
}: {
  trip: DeckLogTrip | null;
  entries: readonly DeckLogEntry[];
}) {
  const { t } = useTranslation();
  const format = useEntryFormat();
  const texts = useMemo(() => {
    const label = (key: string, params?: Record<string, unknown>) =>
      t(`documents.unprintable.fields.${key}`, params ?? {});
    const head: PrintedText[] = trip
      ? [
          { label: label('yacht_name'), text: trip.yacht_name },
          { label: label('registration_number'), text: trip.registration_number },
          { label: label('captain'), text: trip.captain_name },
          { label: label('embarkation_port'), text: trip.embarkation_port },
          { label: label('disembarkation_port'), text: trip.disembarkation_port },
        ]
      : [];
    return head.concat(
      entries.flatMap((entry) => {
        const at = { date: format.date(entry.logged_at), time: shipClock(entry.logged_at) };
        return [
          { label: label('entry_text', at), text: entry.text ?? '' },
          { label: label('entry_sails', at), text: entry.sails ?? '' },
          { label: label('entry_author', at), text: entry.author.name },
        ];
      }),
    );
  }, [trip, entries, format, t]);
  return <UnprintableWarning texts={texts} />;
}
