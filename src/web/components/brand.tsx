import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconAnchor } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from './links.tsx';

export function Brand() {
  const { t } = useTranslation();
  return (
    <AnchorLink to="/" underline="never" c="inherit" aria-label={t('nav.brand_home')}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size="lg" radius="md" variant="filled" color="navy.9" aria-hidden>
          <IconAnchor size={20} color="var(--mantine-color-gold-4)" />
        </ThemeIcon>
        <Text fw={800} size="lg" c="navy.9" lh={1}>
          {t('app.name')}
        </Text>
      </Group>
    </AnchorLink>
  );
}
