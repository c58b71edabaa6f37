import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountLink } from './use-header-account.ts';

/**
 * The logged-in name as a menu of the account's own pages. Its own module, loaded only for an account that has
 * such pages: Mantine's Menu brings floating-ui, which the first page of a visitor does not need.
 */
export function AccountMenu({ name, links }: { name: ReactNode; links: readonly AccountLink[] }) {
  const { t } = useTranslation();
  return (
    // No focus placeholder: an element without a menu role inside role="menu" fails axe (aria-required-children).
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('nav.account_menu')}>
        {links.map((link) => (
          <Menu.Item key={link.to} renderRoot={(props) => <Link to={link.to} {...props} />}>
            {t(link.labelKey)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
