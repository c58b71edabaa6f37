import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSailboat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Yacht } from '#domain/yacht.ts';
import { useYachtFormat } from './format.ts';
import { YachtActions } from './yacht-actions.tsx';

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** The yachts as cards (the list's default view, and the only one on narrow screens). */
export function YachtCards({ yachts, onDelete }: { yachts: Yacht[]; onDelete: (yacht: Yacht) => void }) {
  const { t } = useTranslation();
  const format = useYachtFormat();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {yachts.map((yacht) => (
        <Card key={yacht.id} component="li" withBorder radius="lg" padding="lg" aria-label={yacht.name}>
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="md" aria-hidden>
                <IconSailboat size="1.1rem" />
              </ThemeIcon>
              <Title order={2} size="h4">
                {yacht.name}
              </Title>
            </Group>
            <Stack gap={4}>
              <Fact label={t('yachts.fields.registration_number')} value={yacht.registration_number} />
              <Fact label={t('yachts.fields.home_port')} value={yacht.home_port} />
              <Fact label={t('yachts.fields.hull_length')} value={format.hullLength(yacht)} />
              <Fact label={t('yachts.fields.engines_count')} value={format.enginesCount(yacht)} />
              <Fact label={t('yachts.fields.engine_power')} value={format.enginePower(yacht)} />
            </Stack>
            <YachtActions yacht={yacht} onDelete={onDelete} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
