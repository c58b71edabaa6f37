import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field.tsx';

export type View = 'cards' | 'table';
/** The start-date order the server sorts by (embarkation_date:desc or :asc); trips without dates come last. */
export type SortDirection = 'desc' | 'asc';
export const defaultSortDirection: SortDirection = 'desc';

interface TripsToolbarProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Applies the typed text (Enter or the search button), as the yachts list does. */
  onSearch: () => void;
  direction: SortDirection;
  onToggleDirection: () => void;
  view: View;
  onViewChange: (view: View) => void;
  canReset: boolean;
  onReset: () => void;
}

/** Search (applied on Enter), the start-date sort toggle, the cards/table switch and reset filters. */
export function TripsToolbar(props: TripsToolbarProps) {
  const { t } = useTranslation();
  const viewLabelId = useId();
  const sortLabelId = useId();
  const SortIcon = props.direction === 'desc' ? IconSortDescending : IconSortAscending;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('trips.list.toolbar')}>
      <SearchField
        label={t('trips.list.search')}
        description={t('trips.list.search_hint')}
        placeholder={t('trips.list.search_placeholder')}
        value={props.draft}
        onValueChange={props.onDraftChange}
        onSearch={props.onSearch}
        applyLabel={t('trips.list.search_apply')}
        flex="1 1 16rem"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={sortLabelId}>
          {t('trips.list.sort_label')}
        </Text>
        <Button
          variant="default"
          aria-describedby={sortLabelId}
          onClick={props.onToggleDirection}
          leftSection={<SortIcon size="1rem" aria-hidden />}
        >
          {props.direction === 'desc' ? t('trips.list.sort_desc') : t('trips.list.sort_asc')}
        </Button>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={viewLabelId}>
          {t('trips.list.view')}
        </Text>
        <SegmentedControl
          aria-labelledby={viewLabelId}
          value={props.view}
          onChange={(value) => props.onViewChange(value === 'table' ? 'table' : 'cards')}
          data={[
            { value: 'cards', label: t('trips.list.view_cards') },
            { value: 'table', label: t('trips.list.view_table') },
          ]}
        />
      </Stack>
      <Button
        variant="default"
        onClick={props.onReset}
        disabled={!props.canReset}
        leftSection={<IconFilterOff size="1rem" aria-hidden />}
      >
        {t('trips.list.reset')}
      </Button>
    </Group>
  );
}
