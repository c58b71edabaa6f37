import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFileCv } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './captain-cv.module.css';

interface Props {
  selectedCount: number;
  generating: boolean;
  onGenerate: () => void;
  /** The PDF's address when the browser did not open a tab for it. */
  link: string | null;
}

/** The one primary action: disabled until a trip is chosen, busy while the CV is generated. */
export function GenerateBar({ selectedCount, generating, onGenerate, link }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const none = selectedCount === 0;
  return (
    <Stack gap="sm" className={classes.generateBar}>
      <Group gap="md" align="center">
        <Button
          size="md"
          leftSection={<IconFileCv size="1.2rem" aria-hidden />}
          disabled={none}
          loading={generating}
          onClick={onGenerate}
          aria-describedby={none ? hintId : undefined}
        >
          {t('captainCv.generate')}
        </Button>
        {none && (
          <Text size="sm" c="dimmed" id={hintId}>
            {t('captainCv.select_hint')}
          </Text>
        )}
      </Group>
      {link && (
        <Alert color="yellow" icon={<IconExternalLink aria-hidden />} aria-live="polite">
          <Stack gap={4}>
            <Text size="sm">{t('captainCv.popup_blocked')}</Text>
            <Anchor href={link} target="_blank" rel="noopener noreferrer" fw={600}>
              {t('captainCv.open_pdf')}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('captainCv.link_lifetime')}
            </Text>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
