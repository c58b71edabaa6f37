import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { replacementCharacter, unprintableCharacters } from '#domain/printable-text.ts';

/** One text a document prints, and where it is typed ("Crew member 2's name"). */
export interface PrintedText {
  label: string;
  text: string;
}

/** Places named one by one; a long deck log's others are counted. */
const shownPlaces = 8;

/**
 * Before a PDF is made: which characters of the texts it prints will not print as typed, and where
 * (docs/decisions/014: they print as the replacement character). Nothing when every character prints.
 */
export function UnprintableWarning({ texts }: { texts: readonly PrintedText[] }) {
  const { t } = useTranslation();
  const places = useMemo(() => {
    // One line per place, however many of its texts hold such characters.
    const byLabel = new Map<string, Set<string>>();
    for (const { label, text } of texts) {
      const characters = unprintableCharacters(text);
      if (characters.length === 0) continue;
      const known = byLabel.get(label) ?? new Set<string>();
      for (const character of characters) known.add(character);
      byLabel.set(label, known);
    }
    return Array.from(byLabel, ([label, characters]) => ({ label, characters: [...characters] }));
  }, [texts]);
  if (places.length === 0) return null;
  const hidden = places.length - shownPlaces;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('documents.unprintable.title')}
    >
      <List size="sm" spacing={4} mb="xs">
        {places.slice(0, shownPlaces).map(({ label, characters }) => (
          <List.Item key={label}>
            {label}: {characters.join(' ')}
          </List.Item>
        ))}
        {hidden > 0 && <List.Item>{t('documents.unprintable.more', { count: hidden })}</List.Item>}
      </List>
      <Text size="sm">{t('documents.unprintable.text', { replacement: replacementCharacter })}</Text>
    </Alert>
  );
}
