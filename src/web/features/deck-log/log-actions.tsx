import { Button, Menu, SimpleGrid } from '@mantine/core';
import {
  IconAnchor,
  IconChevronDown,
  IconCloudStorm,
  IconCurrentLocation,
  IconDots,
  IconEngine,
  IconFlag,
  IconLogin2,
  IconLogout2,
  IconNote,
  IconRipple,
  IconSailboat,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckLogKind } from '#domain/deck-log.ts';
import classes from './deck-log.module.css';
import type { SheetRequest } from './entry-sheet.tsx';

const moreKinds: { kind: DeckLogKind; icon: ReactNode }[] = [
  { kind: 'departure', icon: <IconLogout2 size="1.25rem" aria-hidden /> },
  { kind: 'arrival', icon: <IconLogin2 size="1.25rem" aria-hidden /> },
  { kind: 'anchored', icon: <IconAnchor size="1.25rem" aria-hidden /> },
  { kind: 'moored', icon: <IconRipple size="1.25rem" aria-hidden /> },
  { kind: 'event', icon: <IconFlag size="1.25rem" aria-hidden /> },
];

export interface LogActionsProps {
  /** The engine runs by the log (its last engine entry is "on"): the toggle logs it off. */
  engineRunning: boolean;
  onOpen: (request: SheetRequest) => void;
}

/** The one-tap actions of a watch, big enough for a wet thumb (at least 48 px, 56 here). */
export function LogActions({ engineRunning, onOpen }: LogActionsProps) {
  const { t } = useTranslation();
  const engineState = useId();
  const action = (kind: DeckLogKind, label: string, leftIcon: ReactNode, locate = false) => (
    <Button
      size="lg"
      variant="filled"
      className={classes.actionButton}
      leftSection={leftIcon}
      onClick={() => onOpen({ kind, locate })}
    >
      {label}
    </Button>
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="group" aria-label={t('deck_log.actions.label')}>
      {action(
        'position',
        t('deck_log.actions.position'),
        <IconCurrentLocation size="1.5rem" aria-hidden />,
        true,
      )}
      {action(
        'watch_change',
        t('deck_log.actions.watch_change'),
        <IconUsersGroup size="1.5rem" aria-hidden />,
      )}
      {action('sails', t('deck_log.actions.sails'), <IconSailboat size="1.5rem" aria-hidden />)}
      <Button
        size="lg"
        variant={engineRunning ? 'filled' : 'outline'}
        color={engineRunning ? 'orange' : undefined}
        className={classes.actionButton}
        leftSection={<IconEngine size="1.5rem" aria-hidden />}
        aria-pressed={engineRunning}
        onClick={() => onOpen({ kind: engineRunning ? 'engine_off' : 'engine_on' })}
      >
        <span>
          {t('deck_log.actions.engine')}
          <span id={engineState} className={classes.engineState}>
            {engineRunning ? t('deck_log.actions.engine_running') : t('deck_log.actions.engine_stopped')}
          </span>
        </span>
      </Button>
      {action('weather', t('deck_log.actions.weather'), <IconCloudStorm size="1.5rem" aria-hidden />)}
      {action('note', t('deck_log.actions.note'), <IconNote size="1.5rem" aria-hidden />)}
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button
            size="lg"
            variant="default"
            className={classes.actionButton}
            leftSection={<IconDots size="1.5rem" aria-hidden />}
            rightSection={<IconChevronDown size="1.25rem" aria-hidden />}
            aria-label={t('deck_log.actions.more_label')}
          >
            {t('deck_log.actions.more')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('deck_log.actions.more_label')}>
          {moreKinds.map(({ kind, icon: kindIcon }) => (
            <Menu.Item key={kind} leftSection={kindIcon} mih={48} fz="lg" onClick={() => onOpen({ kind })}>
              {t(`deck_log.kinds.${kind}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </SimpleGrid>
  );
}
