import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Yacht } from '#domain/yacht.ts';
import { PremiumButton } from '../premium/premium-button.tsx';
import { useYacht } from './api.ts';
import { DeleteYachtDialog } from './delete-yacht-dialog.tsx';
import { useYachtFormat } from './format.ts';
import { BackToYachts, YachtLoadError, YachtLoading } from './page-parts.tsx';

/** A text of several lines (an address) keeps its line breaks; empty stays empty for the placeholder. */
const lines = (text: string) =>
  text === '' ? (
    ''
  ) : (
    <Text span inherit style={{ whiteSpace: 'pre-line' }}>
      {text}
    </Text>
  );

function Row({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation();
  const empty = value === '' || value === null || value === undefined;
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" py={4}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" component="dd" m={0} c={empty ? 'dimmed' : undefined}>
        {empty ? t('yachts.detail.not_given') : value}
      </Text>
    </Group>
  );
}

function SectionCard({ title, children }: { title: string; children: ReactNode }) {
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

function YachtDetails({ yacht, tripsOf }: { yacht: Yacht; tripsOf: TripsOfYacht }) {
  const { t } = useTranslation();
  const format = useYachtFormat();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={1}>{yacht.name}</Title>
          <Text c="dimmed">
            {t('yachts.detail.facts', { registration: yacht.registration_number, port: yacht.home_port })}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-start">
          <PremiumButton
            to="/yachts/$id/edit"
            params={{ id: String(yacht.id) }}
            variant="default"
            leftSection={<IconPencil size="1rem" aria-hidden />}
          >
            {t('yachts.detail.edit')}
          </PremiumButton>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size="1rem" aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            {t('yachts.detail.delete')}
          </Button>
        </Group>
      </Group>

      <SectionCard title={t('yachts.detail.data')}>
        <Stack gap={0} component="dl" m={0}>
          <Row label={t('yachts.fields.name')} value={yacht.name} />
          <Row label={t('yachts.fields.registration_number')} value={yacht.registration_number} />
          <Row label={t('yachts.fields.home_port')} value={yacht.home_port} />
          <Row label={t('yachts.fields.hull_length')} value={format.hullLength(yacht)} />
          <Row label={t('yachts.fields.engines_count')} value={format.enginesCount(yacht)} />
          <Row label={t('yachts.fields.engine_power')} value={format.enginePower(yacht)} />
          <Row label={t('yachts.fields.type')} value={yacht.type} />
          <Row label={t('yachts.fields.owner_name')} value={yacht.owner_name} />
          <Row label={t('yachts.fields.owner_address')} value={lines(yacht.owner_address)} />
        </Stack>
      </SectionCard>

      <SectionCard title={t('yachts.detail.trips')}>{tripsOf(yacht)}</SectionCard>

      <DeleteYachtDialog
        yacht={deleting ? yacht : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: '/yachts' })}
      />
    </Stack>
  );
}

/** The trips section is the trips feature's; the route puts it in, so yachts does not import trips. */
export type TripsOfYacht = (yacht: Yacht) => ReactNode;

/** /yachts/{id}: one yacht's data and the captain's trips made on it (matched by registration number). */
export function YachtDetailPage({ id, tripsOf }: { id: number; tripsOf: TripsOfYacht }) {
  const yacht = useYacht(id);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackToYachts />
        {yacht.isPending ? (
          <YachtLoading />
        ) : yacht.isError ? (
          <YachtLoadError onRetry={() => void yacht.refetch()} retrying={yacht.isFetching} />
        ) : (
          <YachtDetails yacht={yacht.data} tripsOf={tripsOf} />
        )}
      </Stack>
    </Container>
  );
}
