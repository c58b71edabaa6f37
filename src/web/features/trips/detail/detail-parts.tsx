import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconMapPinOff } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/links.tsx';
import classes from '../shared/trips.module.css';

/** "Back to trips" above the trip's details. */
export function BackToTrips() {
  const { t } = useTranslation();
  return (
    <AnchorLink to="/sailing-trips" size="sm">
      <IconArrowLeft size="0.9rem" aria-hidden style={{ verticalAlign: 'middle' }} /> {t('trips.detail.back')}
    </AnchorLink>
  );
}

export function TripLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" aria-busy="true" aria-label={t('trips.detail.loading')}>
      <Loader />
    </Center>
  );
}

/** Another captain's trip, a deleted one or an id that never existed (the API answers 404 for each). */
export function TripNotFound() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconMapPinOff aria-hidden />} title={t('trips.detail.not_found_title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('trips.detail.not_found_text')}</Text>
        <AnchorLink to="/sailing-trips" fw={600} size="sm">
          {t('trips.detail.not_found_link')}
        </AnchorLink>
      </Stack>
    </Alert>
  );
}

export function TripLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('trips.detail.load_failed')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('trips.detail.load_failed_text')}</Text>
        <Button variant="light" color="red" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A section of the details: a card with its heading. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Label/value rows as a description list. */
export function Rows({ children }: { children: ReactNode }) {
  return (
    <Stack gap={0} component="dl" m={0}>
      {children}
    </Stack>
  );
}

interface RowProps {
  label: string;
  value: ReactNode;
  /** What an empty value reads as; 'Not provided' unless told ('Unknown port' for ports). */
  placeholder?: string;
}

/** One label/value row; an empty value shows a muted placeholder. */
export function Row({ label, value, placeholder }: RowProps) {
  const { t } = useTranslation();
  const empty = value === '' || value === null || value === undefined;
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" py={4} align="flex-start">
      <Text size="sm" c="dimmed" component="dt" className={classes.rowLabel}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={empty ? 400 : 500}
        ta="right"
        component="dd"
        m={0}
        c={empty ? 'dimmed' : undefined}
        fs={empty ? 'italic' : undefined}
        className={classes.rowValue}
      >
        {empty ? (placeholder ?? t('trips.shared.not_provided')) : value}
      </Text>
    </Group>
  );
}

/** A longer text under its label (notes keep their line breaks); empty shows the muted placeholder. */
export function NoteBlock({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation();
  const empty = text.trim() === '';
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        c={empty ? 'dimmed' : undefined}
        fs={empty ? 'italic' : undefined}
        className={classes.notes}
      >
        {empty ? t('trips.shared.not_provided') : text}
      </Text>
    </Stack>
  );
}
