import { Drawer, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckLogEntry, DeckLogEntryInput, DeckLogKind, DeckLogTrip } from '#domain/deck-log.ts';
import { notifyFailure } from '../../lib/notify.tsx';
import { fieldsFor } from './entry-fields.ts';
import { EntryForm } from './entry-form.tsx';
import { correctionValues, newEntryValues } from './entry-form-schema.ts';
import { lastReadings } from './last-readings.ts';
import { partsAt, shipClock } from './logged-at.ts';

/** What the sheet is open for: a new entry of a kind (Position now asks the device at once), or a correction. */
export type SheetRequest = { kind: DeckLogKind; locate?: boolean } | { correct: DeckLogEntry };

export interface EntrySheetProps {
  request: SheetRequest | null;
  /** The trip whose log it is (its dates bound an entry's date). */
  trip: DeckLogTrip | null;
  /** The log, oldest first: where the proposed values come from. */
  entries: readonly DeckLogEntry[];
  onSave: (entry: DeckLogEntryInput) => Promise<unknown>;
  onClose: () => void;
}

/** A sheet as wide as a phone's screen, and no wider than a comfortable form on a desktop. */
const sheetStyles = {
  inner: { justifyContent: 'center' },
  content: { maxHeight: '92dvh', maxWidth: '48rem' },
  title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 },
};

/** The form of one entry in a sheet from the bottom of the screen, where a thumb reaches in a cockpit. */
export function EntrySheet({ request, trip, entries, onSave, onClose }: EntrySheetProps) {
  const { t } = useTranslation();
  // A fresh id and "now" each time the sheet opens; the log's values as they stand then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the entries are read when the sheet opens, not as they change
  const form = useMemo(() => {
    if (!request) return null;
    const id = crypto.randomUUID();
    if ('correct' in request)
      return {
        title: t('deck_log.form.title_correction', { time: shipClock(request.correct.logged_at) }),
        initial: correctionValues(request.correct, id),
        shown: fieldsFor(request.correct.kind, request.correct),
        locate: false,
      };
    return {
      title: t(`deck_log.kinds.${request.kind}`),
      initial: newEntryValues(request.kind, id, partsAt(new Date()), lastReadings(entries)),
      shown: fieldsFor(request.kind),
      locate: request.locate === true,
    };
  }, [request, t]);

  const save = async (entry: DeckLogEntryInput) => {
    try {
      await onSave(entry);
      onClose();
    } catch {
      notifyFailure(t('deck_log.form.save_failed'));
    }
  };

  return (
    <Drawer
      opened={form !== null}
      onClose={onClose}
      // A tap beside the sheet (easy on a moving boat) must not throw away what the watch typed.
      closeOnClickOutside={false}
      position="bottom"
      size="auto"
      title={form?.title}
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
      styles={sheetStyles}
    >
      {form && (
        <>
          {form.initial.corrects && (
            <Text mb="md" size="md">
              {t('deck_log.form.correction_note')}
            </Text>
          )}
          <EntryForm
            key={form.initial.id}
            initial={form.initial}
            shown={form.shown}
            trip={trip}
            locateAtOnce={form.locate}
            onSave={save}
            onCancel={onClose}
          />
        </>
      )}
    </Drawer>
  );
}
