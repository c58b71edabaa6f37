import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconSailboat, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Yacht } from '#domain/yacht.ts';
import { QueryList } from '../../components/query-list.tsx';
import { isPremiumRequired } from '../premium/premium-required-error.ts';
import { PremiumRequiredNotice } from '../premium/premium-required-notice.tsx';
import { AddYachtButton } from './add-yacht-button.tsx';
import { useYachts } from './api.ts';
import { CreatedBanner } from './created-banner.tsx';
import { DeleteYachtDialog } from './delete-yacht-dialog.tsx';
import { YachtCards } from './yacht-cards.tsx';
import { matchesYacht } from './yacht-filter.ts';
import { YachtTable } from './yacht-table.tsx';
import { type View, YachtsToolbar } from './yachts-toolbar.tsx';

const noYachts: Yacht[] = [];

export interface YachtsListPageProps {
  /** Sent back here from a page that needs Premium (?error=premium_required). */
  premiumRequired?: boolean;
  /** Just added a yacht (?created=1): the banner shows for five seconds. */
  created?: boolean;
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

  const all = yachts.data ?? noYachts;
  const visible = useMemo(() => all.filter((yacht) => matchesYacht(yacht, term)), [all, term]);
  const filtered = term.trim() !== '' || view !== 'cards';
  const resetFilters = () => {
    setDraft('');
    setTerm('');
    setView('cards');
  };

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

        <YachtsToolbar
          draft={draft}
          onDraftChange={setDraft}
          onSearch={() => setTerm(draft)}
          view={view}
          onViewChange={setView}
          canReset={filtered || draft !== ''}
          onReset={resetFilters}
        />
        {view === 'table' && !wide && (
          <Text size="sm" c="dimmed">
            {t('yachts.list.table_narrow')}
          </Text>
        )}

        <QueryList
          query={yachts}
          visible={visible}
          skeleton={{
            label: t('yachts.list.loading'),
            count: 3,
            height: 220,
            cols: { base: 1, sm: 2, lg: 3 },
          }}
          loadFailed={{ title: t('yachts.list.load_failed'), text: t('yachts.list.load_failed_text') }}
          failure={(error) => (isPremiumRequired(error) ? <PremiumRequiredNotice /> : null)}
          empty={{
            icon: <IconSailboat />,
            iconSize: 56,
            text: t('yachts.list.empty'),
            action: <AddYachtButton />,
          }}
          noResults={{
            icon: <IconSearch />,
            iconSize: 56,
            text: t('yachts.list.no_results', { term: term.trim() }),
            action: (
              <Button
                variant="light"
                onClick={resetFilters}
                leftSection={<IconFilterOff size="1rem" aria-hidden />}
              >
                {t('yachts.list.reset')}
              </Button>
            ),
          }}
        >
          {(shown) =>
            view === 'table' && wide ? (
              <YachtTable yachts={shown} onDelete={setToDelete} />
            ) : (
              <YachtCards yachts={shown} onDelete={setToDelete} />
            )
          }
        </QueryList>
      </Stack>
      <DeleteYachtDialog yacht={toDelete} onClose={() => setToDelete(null)} />
    </Container>
  );
}
