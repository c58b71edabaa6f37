import { Button, Collapse, Group, List, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconInfoCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const notesFor = {
  save: ['truth', 'signatures', 'licences'],
  document: ['truth', 'document_signature', 'nothing_saved'],
} as const;

/**
 * The captain's responsibilities, shown by default; a button hides and shows them again. Before a document
 * (the public trip card) they speak of the document instead of the saved trip.
 */
export function Disclaimers({ purpose = 'save' }: { purpose?: 'save' | 'document' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const panelId = useId();
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" color="gray" size="md" aria-hidden>
            <IconInfoCircle size="1.1rem" />
          </ThemeIcon>
          <Text fw={600} size="sm" id={titleId}>
            {t(
              purpose === 'save'
                ? 'trips.wizard.disclaimers.title'
                : 'trips.wizard.disclaimers.title_document',
            )}
          </Text>
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen((shown) => !shown)}
          aria-expanded={open}
          aria-controls={panelId}
          rightSection={
            open ? <IconChevronUp size="1rem" aria-hidden /> : <IconChevronDown size="1rem" aria-hidden />
          }
        >
          {open ? t('trips.wizard.disclaimers.hide') : t('trips.wizard.disclaimers.show')}
        </Button>
      </Group>
      <Collapse expanded={open} id={panelId}>
        <List size="sm" spacing={4} mt="sm">
          {notesFor[purpose].map((note) => (
            <List.Item key={note}>{t(`trips.wizard.disclaimers.${note}`)}</List.Item>
          ))}
        </List>
      </Collapse>
    </Paper>
  );
}
