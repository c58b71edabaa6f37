import { Group, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '#domain/language.ts';
import type { SeaTimeScheme } from '#domain/sea-time/schema.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { missingSentence } from './missing-words.ts';
import { RequirementRow } from './requirement-row.tsx';
import type { SeaTimeSchemeView } from './scheme-view.ts';

/**
 * A scheme's content: what is still missing in words (or that it is met), a progress bar per requirement, the
 * notes on what the logbook cannot know, and the account's action on it (the captain's statement PDF).
 */
export function SchemePanel({ scheme, view }: { scheme: SeaTimeScheme; view: SeaTimeSchemeView }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const missing = missingSentence(i18n, locale, scheme.id, scheme.requirements);
  return (
    <Stack gap="md">
      {missing === null ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconCircleCheck size="1.2rem" color="var(--mantine-color-teal-filled)" aria-hidden />
          <Text fw={600}>{t('seaTime.scheme.met')}</Text>
        </Group>
      ) : (
        <Text fw={600}>{missing}</Text>
      )}
      <Stack gap="md">
        {scheme.requirements.map((requirement) => (
          <RequirementRow
            key={requirement.id}
            scheme={scheme.id}
            requirement={requirement}
            trips={view.requirementTrips}
          />
        ))}
      </Stack>
      <Text size="xs" c="dimmed">
        {t('seaTime.requirement.hint')}
      </Text>
      {scheme.notes.length > 0 && (
        <List size="xs" c="dimmed" spacing={2} aria-label={t('seaTime.scheme.notes_label')}>
          {scheme.notes.map((note) => (
            <List.Item key={note}>{t(`seaTime.notes.${note}`)}</List.Item>
          ))}
        </List>
      )}
      {view.schemeAction && <Group>{view.schemeAction(scheme.id)}</Group>}
    </Stack>
  );
}
