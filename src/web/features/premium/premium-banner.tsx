import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/links.tsx';
import { usePremium } from './use-premium.ts';

/** The dashboard's invitation to Premium, for captains without it (hidden until the status is known). */
export function PremiumBanner() {
  const { t } = useTranslation();
  const { hasPremium, checking } = usePremium();
  const headingId = useId();
  if (hasPremium || checking) return null;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      bg="var(--mantine-color-gold-light)"
      style={{ borderColor: 'var(--mantine-color-gold-outline)' }}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon color="gold" c="dark" size="xl" radius="md" aria-hidden visibleFrom="xs">
          <IconCrown />
        </ThemeIcon>
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            {t('premium.banner.title')}
          </Title>
          <Text size="sm">{t('premium.banner.text')}</Text>
          <ButtonLink to="/captain-profile" search={{ tab: 'premium' }} color="gold" c="dark">
            {t('premium.banner.action')}
          </ButtonLink>
        </Stack>
      </Group>
    </Card>
  );
}
