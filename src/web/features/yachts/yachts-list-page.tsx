import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCheck,
  IconEye,
  IconFilterOff,
  IconPencil,
  IconPlus,
  IconSailboat,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Yacht } from '#domain/yacht.ts';
import { AnchorLink, ButtonLink } from '../../components/links.tsx';
import { PremiumButton } from '../premium/premium-button.tsx';
import { isPremiumRequired } from '../premium/premium-required-error.ts';
import { PremiumRequiredNotice } from '../premium/premium-required-notice.tsx';
import { useYachts } from './api.ts';
import { DeleteYachtDialog } from './delete-yacht-dialog.tsx';
import { useYachtFormat } from './format.ts';
import { YachtRowMenu } from './yacht-row-menu.tsx';

/** How long the "yacht added" banner stays (SPEC: 5 s). */
export const createdBannerMs = 5000;

type View = 'cards' | 'table';

export interface YachtsListPageProps {
  /** Sent back here from a page that needs Premium (?error=premium_required). */
  premiumRequired?: boolean;
  /** Just added a yacht (?created=1): the banner shows for five seconds. */
  created?: boolean;
}

/** Case-insensitive match on name, registration number and home port. */
export function matchesYacht(yacht: Yacht, term: string) {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [yacht.name, yacht.registration_number, yacht.home_port].some((value) =>
    value.toLocaleLowerCase().includes(needle),
  );
}

function CreatedBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), createdBannerMs);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <Alert
      color="green"
      icon={<IconCheck aria-hidden />}
      withCloseButton
      closeButtonLabel={t('yachts.list.close_banner')}
      onClose={() => setVisible(false)}
      role="status"
    >
      {t('yachts.list.created_banner')}
    </Alert>
  );
}

function AddYachtButton() {
  const { t } = useTranslation();
  return (
    <PremiumButton to="/yachts/add" leftSection={<IconPlus size="1rem" aria-hidden />}>
      {t('yachts.list.add')}
    </PremiumButton>
  );
}

function YachtActions({ yacht, onDelete }: { yacht: Yacht; onDelete: (yacht: Yacht) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <ButtonLink
        to="/yachts/$id"
        params={{ id: String(yacht.id) }}
        variant="light"
        size="xs"
        leftSection={<IconEye size="0.9rem" aria-hidden />}
        aria-label={t('yachts.list.open_named', { name: yacht.name })}
      >
        {t('yachts.list.open')}
      </ButtonLink>
      <PremiumButton
        to="/yachts/$id/edit"
        params={{ id: String(yacht.id) }}
        variant="default"
        size="xs"
        leftSection={<IconPencil size="0.9rem" aria-hidden />}
        aria-label={t('yachts.list.edit_named', { name: yacht.name })}
      >
        {t('yachts.list.edit')}
      </PremiumButton>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size="0.9rem" aria-hidden />}
        aria-label={t('yachts.list.delete_named', { name: yacht.name })}
        onClick={() => onDelete(yacht)}
      >
        {t('yachts.list.delete')}
      </Button>
    </Group>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

function YachtCards({ yachts, onDelete }: { yachts: Yacht[]; onDelete: (yacht: Yacht) => void }) {
  const { t } = useTranslation();
  const format = useYachtFormat();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {yachts.map((yacht) => (
        <Card key={yacht.id} component="li" withBorder radius="lg" padding="lg" aria-label={yacht.name}>
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="md" aria-hidden>
                <IconSailboat size="1.1rem" />
              </ThemeIcon>
              <Title order={2} size="h4">
                {yacht.name}
              </Title>
            </Group>
            <Stack gap={4}>
              <Fact label={t('yachts.fields.registration_number')} value={yacht.registration_number} />
              <Fact label={t('yachts.fields.home_port')} value={yacht.home_port} />
              <Fact label={t('yachts.fields.hull_length')} value={format.hullLength(yacht)} />
              <Fact label={t('yachts.fields.engines_count')} value={format.enginesCount(yacht)} />
              <Fact label={t('yachts.fields.engine_power')} value={format.enginePower(yacht)} />
            </Stack>
            <YachtActions yacht={yacht} onDelete={onDelete} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function YachtTable({ yachts, onDelete }: { yachts: Yacht[]; onDelete: (yacht: Yacht) => void }) {
  const { t } = useTranslation();
  const format = useYachtFormat();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('yachts.list.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('yachts.fields.name')}</Table.Th>
            <Table.Th>{t('yachts.fields.registration_number')}</Table.Th>
            <Table.Th>{t('yachts.fields.home_port')}</Table.Th>
            <Table.Th ta="right">{t('yachts.fields.hull_length')}</Table.Th>
            <Table.Th ta="right">{t('yachts.fields.engines_count')}</Table.Th>
            <Table.Th ta="right">{t('yachts.fields.engine_power')}</Table.Th>
            <Table.Th w={1}>
              <VisuallyHidden>{t('yachts.list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {yachts.map((yacht) => (
            <Table.Tr key={yacht.id}>
              <Table.Td fw={600}>
                <AnchorLink to="/yachts/$id" params={{ id: String(yacht.id) }} inherit>
                  {yacht.name}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{yacht.registration_number}</Table.Td>
              <Table.Td>{yacht.home_port}</Table.Td>
              <Table.Td ta="right">{format.hullLength(yacht)}</Table.Td>
              <Table.Td ta="right">{format.enginesCount(yacht)}</Table.Td>
              <Table.Td ta="right">{format.enginePower(yacht)}</Table.Td>
              <Table.Td ta="right">
                <YachtRowMenu yacht={yacht} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      aria-busy="true"
      aria-label={t('yachts.list.loading')}
    >
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={220} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

function EmptyState({ icon, text, action }: { icon: ReactNode; text: string; action: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text>{text}</Text>
        {action}
      </Stack>
    </Card>
  );
}

/** /yachts: the captain's fleet with search, cards/table view and every list state. */
export function YachtsListPage({ premiumRequired = false, created = false }: YachtsListPageProps) {
  const { t } = useTranslation();
  const yachts = useYachts();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [view, setView] = useState<View>('cards');
  const [toDelete, setToDelete] = useState<Yacht | null>(null);
  const wide = useMediaQuery('(min-width: 48em)') ?? false;
  const showTable = view === 'table' && wide;

  const all = yachts.data ?? [];
  const visible = useMemo(() => all.filter((yacht) => matchesYacht(yacht, term)), [all, term]);
  const filtered = term.trim() !== '' || view !== 'cards';
  const resetFilters = () => {
    setDraft('');
    setTerm('');
    setView('cards');
  };

  let content: ReactNode;
  if (yachts.isPending) {
    content = <ListSkeleton />;
  } else if (yachts.isError && isPremiumRequired(yachts.error)) {
    content = <PremiumRequiredNotice />;
  } else if (yachts.isError) {
    content = (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('yachts.list.load_failed')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('yachts.list.load_failed_text')}</Text>
          <Button
            variant="light"
            color="red"
            onClick={() => void yachts.refetch()}
            loading={yachts.isFetching}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (all.length === 0) {
    content = (
      <EmptyState icon={<IconSailboat />} text={t('yachts.list.empty')} action={<AddYachtButton />} />
    );
  } else if (visible.length === 0) {
    content = (
      <EmptyState
        icon={<IconSearch />}
        text={t('yachts.list.no_results', { term: term.trim() })}
        action={
          <Button
            variant="light"
            onClick={resetFilters}
            leftSection={<IconFilterOff size="1rem" aria-hidden />}
          >
            {t('yachts.list.reset')}
          </Button>
        }
      />
    );
  } else if (showTable) {
    content = <YachtTable yachts={visible} onDelete={setToDelete} />;
  } else {
    content = <YachtCards yachts={visible} onDelete={setToDelete} />;
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Title order={1}>
              {yachts.data ? t('yachts.list.title_count', { count: all.length }) : t('yachts.list.title')}
            </Title>
            <Text c="dimmed">{t('yachts.list.subtitle')}</Text>
          </Stack>
          <AddYachtButton />
        </Group>

        {created && <CreatedBanner />}
        {premiumRequired && <PremiumRequiredNotice />}

        <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('yachts.list.toolbar')}>
          <TextInput
            label={t('yachts.list.search')}
            description={t('yachts.list.search_hint')}
            placeholder={t('yachts.list.search_placeholder')}
            leftSection={<IconSearch size="1rem" aria-hidden />}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                setTerm(draft);
              }
            }}
            rightSection={
              <Tooltip label={t('yachts.list.search_apply')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('yachts.list.search_apply')}
                  onClick={() => setTerm(draft)}
                >
                  <IconSearch size="1rem" aria-hidden />
                </ActionIcon>
              </Tooltip>
            }
            style={{ flex: 1, minWidth: '14rem' }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="yachts-view-label">
              {t('yachts.list.view')}
            </Text>
            <SegmentedControl
              aria-labelledby="yachts-view-label"
              value={view}
              onChange={(value) => setView(value === 'table' ? 'table' : 'cards')}
              data={[
                { value: 'cards', label: t('yachts.list.view_cards') },
                { value: 'table', label: t('yachts.list.view_table') },
              ]}
            />
          </Stack>
          <Button
            variant="default"
            onClick={resetFilters}
            disabled={!filtered && draft === ''}
            leftSection={<IconFilterOff size="1rem" aria-hidden />}
          >
            {t('yachts.list.reset')}
          </Button>
        </Group>
        {view === 'table' && !wide && (
          <Text size="sm" c="dimmed">
            {t('yachts.list.table_narrow')}
          </Text>
        )}

        {content}
      </Stack>
      <DeleteYachtDialog yacht={toDelete} onClose={() => setToDelete(null)} />
    </Container>
  );
}
