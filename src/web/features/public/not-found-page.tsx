import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/links.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconCompass size={40} />
        </ThemeIcon>
        <Title order={1}>{t('not_found.title')}</Title>
        <Text c="dimmed">{t('not_found.text')}</Text>
        <ButtonLink to="/">{t('not_found.home')}</ButtonLink>
      </Stack>
    </Container>
  );
}
