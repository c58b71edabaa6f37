import { Box, Burger, Button, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/brand.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { ButtonLink } from '../../components/links.tsx';
import { visitorNav } from './visitor-nav.ts';

export function AppHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useLocation({ select: (location) => location.pathname });

  const navLinks = (onClick?: () => void) =>
    visitorNav.map((item) => (
      <ButtonLink
        key={item.to}
        to={item.to}
        variant={pathname === item.to ? 'light' : 'subtle'}
        color={pathname === item.to ? 'navy' : 'gray'}
        onClick={onClick}
        activeOptions={{ exact: true }}
        justify="flex-start"
      >
        {t(item.labelKey)}
      </ButtonLink>
    ));

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" component="nav" aria-label={t('nav.main')}>
      <Brand />
      <Group gap={4} visibleFrom="md">
        {navLinks()}
      </Group>
      <Group gap="sm" visibleFrom="md" wrap="nowrap">
        <LanguageSwitch />
        <Button component="a" href="/login" variant="default">
          {t('nav.login')}
        </Button>
        <Button component="a" href="/register">
          {t('nav.register')}
        </Button>
      </Group>
      <Burger hiddenFrom="md" opened={opened} onClick={toggle} aria-label={t('nav.menu')} />
      <Drawer
        opened={opened}
        onClose={close}
        title={<Brand />}
        hiddenFrom="md"
        size="xs"
        position="right"
        closeButtonProps={{ 'aria-label': t('nav.close_menu') }}
      >
        <Stack gap="xs">
          {navLinks(close)}
          <Divider my="xs" />
          <Box>
            <LanguageSwitch fullWidth />
          </Box>
          <Button component="a" href="/login" variant="default" onClick={close}>
            {t('nav.login')}
          </Button>
          <Button component="a" href="/register" onClick={close}>
            {t('nav.register')}
          </Button>
        </Stack>
      </Drawer>
    </Group>
  );
}
