import { Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Yacht, yachtSearchMinLength } from '#domain/yacht.ts';
import { useYachtSearch } from './api.ts';

/** How long typing must pause before the search runs. */
export const yachtSearchDebounceMs = 300;

export interface YachtSearchProps {
  /** Called with the chosen yacht (the trip form fills its yacht fields from it). */
  onSelect: (yacht: Yacht) => void;
  label?: string;
  disabled?: boolean;
}

/**
 * Finds one of the captain's yachts by name or registration number, from two characters on.
 * A failed search counts as no hits, so the captain can always enter the data by hand.
 */
export function YachtSearch({ onSelect, label, disabled = false }: YachtSearchProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  /** The name of the yacht just chosen: its own search is not shown again. */
  const [chosen, setChosen] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(term.trim(), yachtSearchDebounceMs);
  const search = useYachtSearch(debounced);
  const resultsId = useId();
  const active =
    debounced.length >= yachtSearchMinLength && term.trim().length >= yachtSearchMinLength && term !== chosen;

  useEffect(() => {
    if (search.isError) console.warn(t('yachts.search.failed'), search.error);
  }, [search.isError, search.error, t]);

  const hits = search.isError ? [] : (search.data ?? []);
  const settled = active && !search.isFetching;

  return (
    <Stack gap="xs">
      <TextInput
        label={label ?? t('yachts.search.label')}
        description={t('yachts.search.hint', { count: yachtSearchMinLength })}
        placeholder={t('yachts.search.placeholder')}
        leftSection={<IconSearch size="1rem" aria-hidden />}
        rightSection={
          active && search.isFetching ? <Loader size="xs" aria-label={t('yachts.search.searching')} /> : null
        }
        value={term}
        disabled={disabled}
        onChange={(event) => setTerm(event.currentTarget.value)}
        aria-controls={resultsId}
        autoComplete="off"
      />
      <div id={resultsId} aria-live="polite">
        {settled && hits.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('yachts.search.no_results')}
          </Text>
        )}
        {active && hits.length > 0 && (
          <Paper withBorder radius="md" p={4}>
            <Stack
              gap={2}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('yachts.search.results')}
            >
              {hits.map((yacht) => (
                <li key={yacht.id}>
                  <UnstyledButton
                    w="100%"
                    p="xs"
                    disabled={disabled}
                    onClick={() => {
                      onSelect(yacht);
                      setTerm(yacht.name);
                      setChosen(yacht.name);
                    }}
                    aria-label={t('yachts.search.choose', {
                      name: yacht.name,
                      registration: yacht.registration_number,
                    })}
                  >
                    <Text size="sm" fw={600}>
                      {yacht.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {yacht.registration_number} · {yacht.home_port}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </Paper>
        )}
      </div>
    </Stack>
  );
}
