import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconExternalLink, IconGift, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../components/links.tsx';

const facts = [
  { key: 'free', icon: IconGift },
  { key: 'nothing_saved', icon: IconLock },
  { key: 'new_tab', icon: IconExternalLink },
] as const;

/** Title, what the generator gives, the three promises (free, nothing saved, new tab) and the way to an account. */
export function TripCardIntro() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={1}>{t('publicTripCard.title')}</Title>
        <Text c="dimmed" maw={720}>
          {t('publicTripCard.intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" role="list">
        {facts.map(({ key, icon: Icon }) => (
          <Group key={key} gap="xs" wrap="nowrap" role="listitem">
            <ThemeIcon variant="light" size="md" radius="md" aria-hidden>
              <Icon size="1.1rem" />
            </ThemeIcon>
            <Text size="sm" fw={500}>
              {t(`publicTripCard.facts.${key}`)}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
      <Text size="sm">
        <AnchorLink to="/register" fw={600}>
          {t('publicTripCard.register_link')}
        </AnchorLink>{' '}
        {t('publicTripCard.register_text')}
      </Text>
    </Stack>
  );
}
