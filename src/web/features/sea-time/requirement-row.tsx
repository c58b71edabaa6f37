import { Box, Collapse, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronRight, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '#domain/language.ts';
import type { SeaTimeRequirement, SeaTimeSchemeId } from '#domain/sea-time/schema.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { requirementName } from './missing-words.ts';
import classes from './sea-time.module.css';

/** How far a requirement has come, 0-100 (a requirement of nothing is complete). */
export const progressPercent = ({ required, achieved }: Pick<SeaTimeRequirement, 'required' | 'achieved'>) =>
  required > 0 ? Math.min(100, Math.max(0, (achieved / required) * 100)) : 100;

/**
 * One requirement: its name and "achieved of required" with the unit, a progress bar, and (when pressed) the
 * trips that count toward it. A met requirement says so with a check mark and its word, not by colour alone.
 */
export function RequirementRow({
  scheme,
  requirement,
  trips,
}: {
  scheme: SeaTimeSchemeId;
  requirement: SeaTimeRequirement;
  /** The trips behind the requirement, as the account's own trip pages list them. */
  trips: (tripIds: readonly number[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [opened, { toggle }] = useDisclosure(false);
  const tripsId = useId();
  const locale = localeOf(language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const name = requirementName(t, scheme, requirement);
  const progress = t(`seaTime.progress.${requirement.unit}`, {
    count: requirement.required,
    achieved: number.format(requirement.achieved),
    required: number.format(requirement.required),
  });
  return (
    <Stack gap={6}>
      <UnstyledButton
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={tripsId}
        className={classes.requirement}
      >
        <Group component="span" justify="space-between" gap="xs" align="flex-start">
          <Group component="span" gap={6} wrap="nowrap" align="flex-start" miw={0}>
            <IconChevronRight
              size="1rem"
              aria-hidden
              className={classes.chevron}
              data-opened={opened || undefined}
            />
            <Text span size="sm" fw={600}>
              {name}
            </Text>
          </Group>{' '}
          <Group component="span" gap={4} wrap="nowrap" className={classes.figure}>
            {requirement.met && (
              <IconCircleCheck size="1rem" color="var(--mantine-color-teal-filled)" aria-hidden />
            )}
            <Text span size="sm" c={requirement.met ? undefined : 'dimmed'} fw={500}>
              {requirement.met ? t('seaTime.requirement.met', { progress }) : progress}
            </Text>
          </Group>
        </Group>
      </UnstyledButton>
      <Progress
        value={progressPercent(requirement)}
        color={requirement.met ? 'teal' : undefined}
        size="sm"
        radius="xl"
        aria-label={name}
      />
      <Collapse expanded={opened}>
        <Box id={tripsId} pl="lg" pt={4}>
          {opened && trips(requirement.trip_ids)}
        </Box>
      </Collapse>
    </Stack>
  );
}
