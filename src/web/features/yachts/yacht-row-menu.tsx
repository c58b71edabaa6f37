import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconCrown, IconDotsVertical, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Yacht } from '#domain/yacht.ts';
import { usePremium } from '../premium/use-premium.ts';
import classes from './yacht-row-menu.module.css';

interface YachtRowMenuProps {
  yacht: Yacht;
  onDelete: (yacht: Yacht) => void;
}

/**
 * A table row's actions (details, edit, delete) behind one button, "Actions for <yacht>": three labelled
 * buttons do not fit the table's last column and wrapped onto two lines at 1280 px. The cards keep the buttons.
 * Editing needs Premium: without it the item stays in the menu, disabled, with the reason under it.
 */
export function YachtRowMenu({ yacht, onDelete }: YachtRowMenuProps) {
  const { t } = useTranslation();
  const { hasPremium } = usePremium();
  const id = String(yacht.id);
  return (
    // No focus placeholder: an element without a menu role inside role="menu" fails axe (aria-required-children).
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('yachts.list.actions_named', { name: yacht.name })}
        >
          <IconDotsVertical size="1.1rem" aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconEye size="1rem" aria-hidden />}
          renderRoot={(props) => <Link to="/yachts/$id" params={{ id }} {...props} />}
        >
          {t('yachts.list.open')}
        </Menu.Item>
        {hasPremium ? (
          <Menu.Item
            leftSection={<IconPencil size="1rem" aria-hidden />}
            renderRoot={(props) => <Link to="/yachts/$id/edit" params={{ id }} {...props} />}
          >
            {t('yachts.list.edit')}
          </Menu.Item>
        ) : (
          <Menu.Item disabled leftSection={<IconCrown size="1rem" aria-hidden />}>
            {t('yachts.list.edit')}
            <Text size="xs" c="dimmed">
              {t('premium.required_hint')}
            </Text>
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          className={classes.danger}
          leftSection={<IconTrash size="1rem" aria-hidden />}
          onClick={() => onDelete(yacht)}
        >
          {t('yachts.list.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
