import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DeckLogTrip } from '#domain/deck-log.ts';
import { useTripFormat } from '../trips/shared/trip-format.ts';
import { DeckLogPdfButton } from './deck-log-pdf-button.tsx';
import type { DeckLogLogin } from './use-deck-log.ts';

export interface LogHeaderProps {
  tripId: number;
  login: DeckLogLogin;
  trip: DeckLogTrip | null;
  online: boolean;
  offlineCopy: boolean;
  pendingCount: number;
  rejectedCount: number;
  sending: boolean;
  onSendNow: () => void;
}

/** The trip the log belongs to, and where its entries stand: offline, waiting to send, not accepted. */
export function LogHeader({
  tripId,
  login,
  trip,
  online,
  offlineCopy,
  pendingCount,
  rejectedCount,
  sending,
  onSendNow,
}: LogHeaderProps) {
  const { t } = useTranslation();
  const format = useTripFormat();
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={1}>{t('deck_log.page.title')}</Title>
          {trip && (
            <>
              <Text size="xl" fw={700}>
                {trip.yacht_name}
              </Text>
              <Text size="lg">{format.route(trip)}</Text>
              <Text size="md">{format.datesWithDays(trip)}</Text>
            </>
          )}
        </Stack>
        <DeckLogPdfButton tripId={tripId} login={login} />
      </Group>
      <Group gap="sm" align="center">
        {!online && (
          <Badge
            size="xl"
            color="dark"
            variant="filled"
            leftSection={<IconCloudOff size="1rem" aria-hidden />}
          >
            {t('deck_log.page.offline')}
          </Badge>
        )}
        {offlineCopy && online && <Text size="md">{t('deck_log.page.offline_copy')}</Text>}
        {/* Always there with its words, so a screen reader hears the count change (an empty one would leave a gap). */}
        <Text role="status" size={pendingCount > 0 ? 'lg' : 'md'} fw={pendingCount > 0 ? 700 : 400}>
          {pendingCount > 0
            ? t('deck_log.page.waiting', { count: pendingCount })
            : t('deck_log.page.all_sent')}
        </Text>
        {rejectedCount > 0 && (
          <Text size="lg" fw={700} c="red">
            {t('deck_log.page.rejected', { count: rejectedCount })}
          </Text>
        )}
        {pendingCount > 0 && (
          <Button
            size="md"
            mih={48}
            leftSection={<IconSend size="1.25rem" aria-hidden />}
            loading={sending}
            disabled={!online}
            onClick={onSendNow}
          >
            {t('deck_log.page.send_now')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
