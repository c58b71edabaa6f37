import { Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy, IconFileTypePdf } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBottomBarHeight } from '../../../lib/use-bottom-bar-height.ts';
import { summaryStep } from './steps.ts';
import type { Wizard } from './use-wizard.ts';
import classes from './wizard.module.css';

interface WizardNavProps {
  wizard: Wizard;
  saving: boolean;
  submitLabel: string;
  /** What the last button does: save the trip, or make a document of it (the public trip card). */
  purpose?: 'save' | 'document';
  /** Next pressed: goes on, or shows the step's problems. */
  onNext: () => void;
  /** Shown after a refused Next: why the step cannot be left yet. */
  blocked: boolean;
  /** Extra actions on the left (the edit page's cancel link). */
  secondary?: ReactNode;
}

/**
 * Previous (hidden on step 1), Next and, on the summary, the submit button with a spinner while saving.
 * Next stays focusable while the step is invalid (aria-disabled), so pressing it shows what is missing.
 * On phones they are a bar at the bottom of the screen, in reach while a long step scrolls.
 */
export function WizardNav({
  wizard,
  saving,
  submitLabel,
  purpose = 'save',
  onNext,
  blocked,
  secondary,
}: WizardNavProps) {
  const SubmitIcon = purpose === 'save' ? IconDeviceFloppy : IconFileTypePdf;
  const { t } = useTranslation();
  const onSummary = wizard.active === summaryStep;
  const nextRefused = !wizard.canGoNext;
  // On phones the buttons stay at the bottom of the screen (wizard.module.css); toasts move up above them.
  const bar = useRef<HTMLDivElement>(null);
  useBottomBarHeight(bar, useMediaQuery('(max-width: 47.99em)') ?? false);
  return (
    <Stack ref={bar} className={classes.nav} gap="xs">
      {blocked && nextRefused && !onSummary && (
        <Text c="red" size="sm" role="status" ta="right">
          {t('trips.wizard.next_blocked')}
        </Text>
      )}
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          {wizard.active > 1 && (
            <Button
              variant="default"
              onClick={wizard.previous}
              disabled={saving}
              leftSection={<IconArrowLeft size="1rem" aria-hidden />}
            >
              {t('trips.wizard.previous')}
            </Button>
          )}
          {secondary}
        </Group>
        {onSummary ? (
          <Button
            key="submit"
            type="submit"
            // The second click of a double-click on Next lands here once the summary opens: it must not save.
            onClick={(event) => {
              if (event.detail > 1) event.preventDefault();
            }}
            loading={saving}
            disabled={saving}
            leftSection={<SubmitIcon size="1.1rem" aria-hidden />}
          >
            {submitLabel}
          </Button>
        ) : (
          <Button
            key="next"
            // A double-click is one Next, not two steps at once (the second click would skip a step).
            onClick={(event) => {
              if (event.detail <= 1) onNext();
            }}
            disabled={saving}
            data-disabled={nextRefused || undefined}
            aria-disabled={nextRefused || undefined}
            rightSection={<IconArrowRight size="1rem" aria-hidden />}
          >
            {t('trips.wizard.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
