import { Box, Burger, Button, Divider, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/brand.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { ButtonLink } from '../../components/links.tsx';
import { type HeaderAccount, useHeaderAccount } from './use-header-account.ts';

const loadMenuDrawer = () => import('./menu-drawer.tsx');
const MenuDrawer = lazy(() => loadMenuDrawer().then((module) => ({ default: module.MenuDrawer })));
const AccountMenu = lazy(() =>
  import('./account-menu.tsx').then((module) => ({ default: module.AccountMenu })),
);

/** Log in / create account for visitors; the name and a logout button when logged in. */
function AccountActions({ account, onDone }: { account: HeaderAccount; onDone?: () => void }) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  const inDrawer = onDone !== undefined;
  if (!account.logout || account.name === null) {
    return (
      <>
        <ButtonLink to="/login" variant="default" onClick={onDone}>
          {t('nav.login')}
        </ButtonLink>
        <ButtonLink to="/register" onClick={onDone}>
          {t('nav.register')}
        </ButtonLink>
      </>
    );
  }
  const logout = account.logout;
  const name = (
    <Text
      span
      size="sm"
      fw={600}
      truncate="end"
      maw={inDrawer ? undefined : { base: '8rem', xl: '12rem' }}
      title={account.name}
    >
      <VisuallyHidden>{t('nav.logged_in_as')} </VisuallyHidden>
      {account.name}
    </Text>
  );
  const plainName = (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <IconUserCircle size={20} aria-hidden />
      {name}
    </Group>
  );
  const hasMenu = account.accountLinks.length > 0;
  return (
    <>
      {hasMenu && !inDrawer ? (
        <Suspense fallback={plainName}>
          <AccountMenu name={name} links={account.accountLinks} />
        </Suspense>
      ) : (
        plainName
      )}
      {inDrawer &&
        account.accountLinks.map((link) => (
          <ButtonLink
            key={link.to}
            to={link.to}
            variant={pathname === link.to ? 'light' : 'subtle'}
            color={pathname === link.to ? 'navy' : 'gray'}
            justify="flex-start"
            onClick={onDone}
          >
            {t(link.labelKey)}
          </ButtonLink>
        ))}
      <Button
        variant="default"
        leftSection={<IconLogout size={18} aria-hidden />}
        loading={account.loggingOut}
        onClick={() => {
          onDone?.();
          logout();
        }}
      >
        {t('nav.logout')}
      </Button>
    </>
  );
}

export function AppHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads when the menu is first opened (or about to be) and then stays mounted, so
  // closing it animates.
  const [menuWanted, setMenuWanted] = useState(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  const account = useHeaderAccount();

  // Seven entries, the language switch and the account fit one line at 1280 px (in Polish too) only packed closer.
  const packed = account.nav.length > 6;
  const navLinks = (inDrawer: boolean, onClick?: () => void) =>
    account.nav.map((item) => (
      <ButtonLink
        key={item.to}
        to={item.to}
        variant={pathname === item.to ? 'light' : 'subtle'}
        color={pathname === item.to ? 'navy' : 'gray'}
        onClick={onClick}
        activeOptions={{ exact: true }}
        justify="flex-start"
        px={inDrawer ? undefined : packed ? 6 : 10}
      >
        {t(item.labelKey)}
      </ButtonLink>
    ));

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" component="nav" aria-label={t('nav.main')}>
      <Brand />
      <Group gap={packed ? 0 : 4} visibleFrom="lg" wrap="nowrap">
        {navLinks(false)}
      </Group>
      <Group gap="sm" visibleFrom="lg" wrap="nowrap">
        <LanguageSwitch />
        <AccountActions account={account} />
      </Group>
      <Burger
        hiddenFrom="lg"
        opened={opened}
        onPointerEnter={() => void loadMenuDrawer()}
        onFocus={() => void loadMenuDrawer()}
        onClick={() => {
          setMenuWanted(true);
          toggle();
        }}
        aria-label={t('nav.menu')}
      />
      {menuWanted && (
        <Suspense fallback={null}>
          <MenuDrawer opened={opened} onClose={close} closeLabel={t('nav.close_menu')}>
            <Stack gap="xs">
              {navLinks(true, close)}
              <Divider my="xs" />
              <Box>
                <LanguageSwitch fullWidth />
              </Box>
              <AccountActions account={account} onDone={close} />
            </Stack>
          </MenuDrawer>
        </Suspense>
      )}
    </Group>
  );
}
