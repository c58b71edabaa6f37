import { ActionIcon, TextInput, type TextInputProps, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchFieldProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'rightSection' | 'leftSection'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Applies the typed text: Enter in the field or the search button. */
  onSearch: () => void;
  /** The search button's name (and tooltip). */
  applyLabel: string;
}

/** A list's search box: typing changes nothing until Enter or the search button applies it. */
export function SearchField({ value, onValueChange, onSearch, applyLabel, ...input }: SearchFieldProps) {
  return (
    <TextInput
      {...input}
      leftSection={<IconSearch size="1rem" aria-hidden />}
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSearch();
        }
      }}
      rightSection={
        <Tooltip label={applyLabel}>
          <ActionIcon variant="subtle" aria-label={applyLabel} onClick={onSearch}>
            <IconSearch size="1rem" aria-hidden />
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}
