import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconCalendarEvent,
  IconCalendarPlus,
  IconChartBar,
  IconCrown,
  IconFileCv,
  IconId,
  IconListDetails,
  IconMailForward,
  IconPlus,
  IconSailboat,
} from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePremium } from '../premium/use-premium.ts';
import classes from './dashboard.module.css';

export interface QuickAction {
  /** Catalogue keys under dashboard.tiles.<key>: title and text. */
  key: string;
  /**
   * Where the tile leads. A plain path, since some pages (planned trips, invitations, CV) arrive with later
   * issues: until then the tile opens the not-found page.
   */
  href: string;
  icon: Icon;
  /** Needs Premium: without it the tile is disabled and says why. */
  premium?: boolean;
}

/** The quick-action tiles, in their fixed order. */
export const quickActions: QuickAction[] = [
  { key: 'trips', href: '/sailing-trips', icon: IconListDetails },
  { key: 'planned_trips', href: '/planned-sailing-trips', icon: IconCalendarEvent },
  { key: 'new_trip', href: '/sailing-trips/new', icon: IconPlus, premium: true },
  { key: 'yachts', href: '/yachts', icon: IconSailboat },
  { key: 'invitations', href: '/invitations', icon: IconMailForward },
  { key: 'new_planned_trip', href: '/planned-sailing-trips/new', icon: IconCalendarPlus, premium: true },
  { key: 'sea_time', href: '/sea-time', icon: IconChartBar },
  { key: 'cv', href: '/captain-cv', icon: IconFileCv },
  { key: 'profile', href: '/captain-profile', icon: IconId },
];

/** A plain left click stays in the app (router navigation); other clicks keep the browser's own behaviour. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A tile is a card whose title is the link, stretched over the whole card (dashboard.module.css): the link's
 * name is exactly its visible title (WCAG 2.5.3, label in name), and the text under it is its description.
 */
function Tile({ action, disabled }: { action: QuickAction; disabled: boolean }) {
  const { t } = useTranslation();
  const router = useRouter();
  const textId = useId();
  const hintId = useId();
  const Icon = disabled ? IconCrown : action.icon;
  const title = t(`dashboard.tiles.${action.key}.title`);
  return (
    <Card withBorder radius="lg" padding="md" className={disabled ? classes.disabledTile : classes.tile}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size="lg" radius="md" variant="light" color={disabled ? 'gray' : undefined} aria-hidden>
          <Icon size="1.2rem" />
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={3} size="h5">
            {disabled ? (
              // A disabled link has no href; it stays focusable, as a disabled control may, so a keyboard user
              // hears why it is off.
              // biome-ignore lint/a11y/useValidAnchor: role="link" with aria-disabled is the ARIA pattern for it
              <a role="link" tabIndex={0} aria-disabled="true" aria-describedby={`${textId} ${hintId}`}>
                {title}
              </a>
            ) : (
              <a
                href={action.href}
                aria-describedby={textId}
                className={classes.tileLink}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  void router.navigate({ href: action.href });
                }}
              >
                {title}
              </a>
            )}
          </Title>
          <Text size="sm" c="dimmed" id={textId}>
            {t(`dashboard.tiles.${action.key}.text`)}
          </Text>
          {disabled && (
            <Text size="xs" c="dimmed" fw={600} id={hintId}>
              {t('premium.required_hint')}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

export function QuickActions() {
  const { t } = useTranslation();
  const { hasPremium } = usePremium();
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('dashboard.tiles.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {quickActions.map((action) => (
          <Tile key={action.key} action={action} disabled={action.premium === true && !hasPremium} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
