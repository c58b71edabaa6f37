import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../components/search-field.tsx';

export type View = 'cards' | 'table';

interface YachtsToolbarProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Applies the typed text (Enter or the search button). */
  onSearch: () => void;
  view: View;
  onViewChange: (view: View) => void;
  canReset: boolean;
  onReset: () => void;
}

/** Search (applied on Enter), the cards/table switch and reset filters. */
export function YachtsToolbar(props: YachtsToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('yachts.list.toolbar')}>
      <SearchField
        label={t('yachts.list.search')}
        description={t('yachts.list.search_hint')}
        placeholder={t('yachts.list.search_placeholder')}
        value={props.draft}
        onValueChange={props.onDraftChange}
        onSearch={props.onSearch}
        applyLabel={t('yachts.list.search_apply')}
        style={{ flex: 1, minWidth: '14rem' }}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="yachts-view-label">
          {t('yachts.list.view')}
        </Text>
        <SegmentedControl
          aria-labelledby="yachts-view-label"
          value={props.view}
          onChange={(value) => props.onViewChange(value === 'table' ? 'table' : 'cards')}
          data={[
            { value: 'cards', label: t('yachts.list.view_cards') },
            { value: 'table', label: t('yachts.list.view_table') },
          ]}
        />
      </Stack>
      <Button
        variant="default"
        onClick={props.onReset}
        disabled={!props.canReset}
        leftSection={<IconFilterOff size="1rem" aria-hidden />}
      >
        {t('yachts.list.reset')}
      </Button>
    </Group>
  );
}
