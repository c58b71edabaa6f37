import { Alert, Button, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeckLogSummary } from '#domain/deck-log.ts';
import type { Trip, VisitedPort } from '#domain/trip.ts';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useSubmitOnce } from '../../lib/use-submit-once.ts';
import { useUpdateTrip } from '../trips/api.ts';
import { useTripFormat } from '../trips/shared/trip-format.ts';
import { useDeckLogOnServer } from './api.ts';
import { type TripFromLog, tripFromLog, tripUpdateFromLog, visitedPortsFromLog } from './trip-from-log.ts';

interface Line {
  key: string;
  now: string;
  log: string;
}

/** The trip's values beside the log's, one line each; a line the log leaves alone shows the trip's value twice. */
function useLines(trip: Trip, log: TripFromLog): Line[] {
  const format = useTripFormat();
  const hours = (value: number | null) => format.hours(value);
  const ports = (visited: readonly VisitedPort[]) => visited.map((port) => port.name).join(', ');
  return [
    { key: 'sailing_hours', now: hours(trip.sailing_hours), log: hours(log.sailing_hours) },
    { key: 'engine_hours', now: hours(trip.engine_hours), log: hours(log.engine_hours) },
    { key: 'mooring_hours', now: hours(trip.mooring_hours), log: hours(log.mooring_hours) },
    { key: 'distance', now: format.distance(trip.distance), log: format.distance(log.distance) },
    { key: 'night_hours', now: hours(trip.night_hours), log: hours(log.night_hours ?? trip.night_hours) },
    {
      key: 'embarkation_port',
      now: trip.embarkation_port,
      log: log.embarkation_port ?? trip.embarkation_port,
    },
    {
      key: 'disembarkation_port',
      now: trip.disembarkation_port,
      log: log.disembarkation_port ?? trip.disembarkation_port,
    },
    {
      key: 'visited_ports',
      now: ports(trip.visited_ports),
      log: ports(visitedPortsFromLog(trip, log)),
    },
  ];
}

function Comparison({ trip, summary, onDone }: { trip: Trip; summary: DeckLogSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const log = tripFromLog(summary);
  const lines = useLines(trip, log);
  const changes = lines.filter((line) => line.now !== line.log).length;
  const update = useUpdateTrip(trip.id);
  const fill = useSubmitOnce(async () => {
    try {
      await update.mutateAsync(tripUpdateFromLog(trip, log));
      notifySuccess(t('deck_log.trip.filled'));
      onDone();
    } catch (error) {
      notifyFailure(failureMessage(error, t('deck_log.trip.fill_failed')));
    }
  });
  const none = t('trips.shared.not_provided');
  return (
    <Stack gap="md">
      <Text size="sm">{t('deck_log.trip.dialog_intro')}</Text>
      <Table.ScrollContainer minWidth={280}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('deck_log.trip.column_field')}</Table.Th>
              <Table.Th scope="col">{t('deck_log.trip.column_trip')}</Table.Th>
              <Table.Th scope="col">{t('deck_log.trip.column_log')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.key}>
                <Table.Th scope="row">{t(`deck_log.trip.${line.key}`)}</Table.Th>
                <Table.Td>{line.now || none}</Table.Td>
                <Table.Td fw={line.now === line.log ? undefined : 700}>{line.log || none}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" role="status">
        {t('deck_log.trip.changes', { count: changes })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={fill.pending} data-autofocus>
          {t('confirm.cancel')}
        </Button>
        <Button onClick={() => void fill.run()} loading={fill.pending} disabled={changes === 0}>
          {t('deck_log.trip.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Use the deck log": the trip's hours, miles and ports beside the log's; the trip changes only on confirm. */
export function FillTripDialog({
  trip,
  opened,
  onClose,
}: {
  trip: Trip;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const log = useDeckLogOnServer(trip.id);
  let content = (
    <Center py="lg" aria-busy="true" aria-label={t('deck_log.trip.loading')}>
      <Loader />
    </Center>
  );
  if (log.isError) content = <Alert color="red">{t('deck_log.trip.load_failed')}</Alert>;
  else if (log.data && log.data.entries.length === 0) content = <Text>{t('deck_log.trip.no_entries')}</Text>;
  else if (log.data) content = <Comparison trip={trip} summary={log.data.summary} onDone={onClose} />;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('deck_log.trip.dialog_title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {content}
    </Modal>
  );
}
