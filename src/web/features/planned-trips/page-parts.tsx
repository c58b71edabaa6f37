import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../components/links.tsx';

/** The back link above a planned-trip page: to the list, or to one trip's details. */
export function BackLink({ tripId }: { tripId?: number }) {
  const { t } = useTranslation();
  const label = (
    <Group gap={4} component="span" wrap="nowrap">
      <IconArrowLeft size="0.9rem" aria-hidden />
      {tripId === undefined ? t('planned_trips_page.back_to_list') : t('planned_trips_page.back_to_trip')}
    </Group>
  );
  if (tripId === undefined) {
    return (
      <AnchorLink to="/planned-sailing-trips" size="sm">
        {label}
      </AnchorLink>
    );
  }
  return (
    <AnchorLink to="/planned-sailing-trips/$id" params={{ id: String(tripId) }} size="sm">
      {label}
    </AnchorLink>
  );
}

export function PlannedTripLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" aria-busy="true" aria-label={t('planned_trips_page.detail.loading')}>
      <Loader />
    </Center>
  );
}

interface LoadErrorProps {
  /** The server answered 404: another captain's trip, a deleted one or an id that never existed. */
  notFound: boolean;
  onRetry: () => void;
  retrying: boolean;
}

/** The planned trip could not be loaded: a missing one offers the list, anything else a retry. */
export function PlannedTripLoadError({ notFound, onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation();
  if (notFound) {
    return (
      <Alert
        color="yellow"
        icon={<IconCalendarOff aria-hidden />}
        title={t('planned_trips_page.detail.not_found_title')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('planned_trips_page.detail.not_found_text')}</Text>
          <AnchorLink to="/planned-sailing-trips" fw={600} size="sm">
            {t('planned_trips_page.back_to_list')}
          </AnchorLink>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('planned_trips_page.detail.load_failed')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('planned_trips_page.detail.load_failed_text')}</Text>
        <Button variant="light" color="red" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
