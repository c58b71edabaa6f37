import { Alert, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckLogEntryInput } from '#domain/deck-log.ts';
import { AnchorLink } from '../../components/links.tsx';
import { notifyFailure } from '../../lib/notify.tsx';
import { DeckLogUnprintableWarning } from './deck-log-unprintable-warning.tsx';
import { EntrySheet, type SheetRequest } from './entry-sheet.tsx';
import { engineRunning } from './last-readings.ts';
import { LogActions } from './log-actions.tsx';
import { LogHeader } from './log-header.tsx';
import { LogSummary } from './log-summary.tsx';
import { LogTable } from './log-table.tsx';
import { type DeckLogLogin, type DeckLogView, type ShownEntry, useDeckLog } from './use-deck-log.ts';

/** Back to the trip: the captain's trip page, or the trip in the student's own logbook. */
function BackToTrip({ tripId, login }: { tripId: number; login: DeckLogLogin }) {
  const { t } = useTranslation();
  const to = login === 'student' ? '/student/logbook/$id' : '/sailing-trips/$id';
  return (
    <AnchorLink to={to} params={{ id: String(tripId) }} size="md">
      <IconArrowLeft size="1rem" aria-hidden style={{ verticalAlign: 'middle' }} /> {t('deck_log.page.back')}
    </AnchorLink>
  );
}

/** The deck log of a trip as the hook gives it (tests pass a view of their own). */
export function DeckLogScreen({ tripId, view }: { tripId: number; view: DeckLogView }) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<SheetRequest | null>(null);
  const close = useCallback(() => setRequest(null), []);
  const correct = useCallback((entry: ShownEntry) => setRequest({ correct: entry }), []);
  const { discard, add, sendNow, entries } = view;
  const drop = useCallback(
    (entry: ShownEntry) => void discard(entry.id).catch(() => notifyFailure(t('deck_log.form.save_failed'))),
    [discard, t],
  );
  const running = useMemo(() => engineRunning(entries), [entries]);

  if (view.status === 'loading')
    return (
      <Center py="xl" aria-busy="true" aria-label={t('deck_log.page.loading')}>
        <Loader />
      </Center>
    );
  if (view.status === 'unavailable')
    return (
      <Stack gap="md">
        <BackToTrip tripId={tripId} login={view.login} />
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('deck_log.page.unavailable_title')}
        >
          {t('deck_log.page.unavailable_text')}
        </Alert>
      </Stack>
    );
  return (
    <Stack gap="lg">
      <BackToTrip tripId={tripId} login={view.login} />
      <LogHeader
        tripId={tripId}
        login={view.login}
        trip={view.trip}
        online={view.online}
        offlineCopy={view.offlineCopy}
        pendingCount={view.pendingCount}
        rejectedCount={view.rejectedCount}
        sending={view.sending}
        onSendNow={() => void sendNow()}
      />
      <DeckLogUnprintableWarning trip={view.trip} entries={entries} />
      {view.canWrite ? (
        <LogActions engineRunning={running} onOpen={setRequest} />
      ) : (
        <Text size="md">{t('deck_log.page.read_only')}</Text>
      )}
      {view.summary && <LogSummary summary={view.summary} />}
      <LogTable entries={entries} canWrite={view.canWrite} onCorrect={correct} onDiscard={drop} />
      <EntrySheet
        request={request}
        trip={view.trip}
        entries={entries}
        onSave={(entry: DeckLogEntryInput) => add(entry)}
        onClose={close}
      />
    </Stack>
  );
}

/**
 * /sailing-trips/{id}/log: the deck log kept on a phone in the cockpit, offline for days if need be; and
 * /student/logbook/{id}/log, the same log for a student the captain lets write as crew.
 */
export function DeckLogPage({ id, login = 'captain' }: { id: number; login?: DeckLogLogin }) {
  const view = useDeckLog(id, login);
  return (
    <Container size="xl" py="md" px="sm">
      <DeckLogScreen tripId={id} view={view} />
    </Container>
  );
}
