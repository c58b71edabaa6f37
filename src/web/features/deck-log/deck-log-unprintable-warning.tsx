import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckLogTrip } from '#domain/deck-log.ts';
import { unprintableCharacters } from '#domain/printable-text.ts';
import type { PrintedText } from '../documents/unprintable-warning.tsx';
import { UnprintableWarning } from '../documents/unprintable-warning.tsx';
import { useEntryFormat } from './entry-format.ts';
import { shipClock } from './logged-at.ts';
import type { ShownEntry } from './use-deck-log.ts';

/**
 * Under the log's PDF button: the characters of the log's head and entries the PDF will not print as typed,
 * each entry named by its ship's date and time. A log may hold 5,000 entries: only the texts with such
 * characters are named, and an entry the server did not accept is not in the PDF.
 */
export function DeckLogUnprintableWarning({
  trip,
  entries,
}: {
  trip: DeckLogTrip | null;
  entries: readonly ShownEntry[];
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
    const found: PrintedText[] = [];
    for (const entry of entries) {
      if (entry.state === 'rejected') continue;
      const typed: [string, string][] = [
        ['entry_text', entry.text ?? ''],
        ['entry_sails', entry.sails ?? ''],
        ['entry_author', entry.author.name],
      ];
      for (const [key, text] of typed) {
        if (unprintableCharacters(text).length === 0) continue;
        const at = { date: format.date(entry.logged_at), time: shipClock(entry.logged_at) };
        found.push({ label: label(key, at), text });
      }
    }
    return head.concat(found);
  }, [trip, entries, format, t]);
  return <UnprintableWarning texts={texts} />;
}
