import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface TripsToolbarProps {
  term: string;
  onTermChange: (term: string) => void;
  captains: { id: number; name: string }[];
  captainId: number | undefined;
  onCaptainChange: (captainId: number | undefined) => void;
  onReset: () => void;
}

/** Search and the captain filter above the planned trips. */
export function TripsToolbar({
  term,
  onTermChange,
  captains,
  captainId,
  onCaptainChange,
  onReset,
}: TripsToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('student_area.trips.toolbar')}>
      <TextInput
        label={t('student_area.trips.search')}
        placeholder={t('student_area.trips.search_placeholder')}
        leftSection={<IconSearch size="1rem" aria-hidden />}
        value={term}
        onChange={(event) => onTermChange(event.currentTarget.value)}
        style={{ flex: '1 1 14rem' }}
      />
      <Select
        label={t('student_area.trips.captain_filter')}
        placeholder={t('student_area.trips.all_captains')}
        data={captains.map((captain) => ({ value: String(captain.id), label: captain.name }))}
        value={captainId === undefined ? null : String(captainId)}
        onChange={(value) => onCaptainChange(value ? Number(value) : undefined)}
        clearable
        style={{ flex: '1 1 12rem' }}
      />
      <Button
        variant="default"
        onClick={onReset}
        disabled={term === '' && captainId === undefined}
        leftSection={<IconFilterOff size="1rem" aria-hidden />}
      >
        {t('student_area.trips.reset')}
      </Button>
    </Group>
  );
}
