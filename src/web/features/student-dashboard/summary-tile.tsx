import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';

interface SummaryTileProps {
  icon: Icon;
  title: string;
  /** The number the tile is about. */
  value: number;
  children: ReactNode;
}

/** One of the dashboard's summary cards: a title, a big number and the links on. */
export function SummaryTile({ icon: TileIcon, title, value, children }: SummaryTileProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size="lg" radius="md" variant="light" aria-hidden>
            <TileIcon size="1.2rem" />
          </ThemeIcon>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
        </Group>
        {/* The tile's figure: large, but neither a heading nor a paragraph. */}
        <Text component="div" fz="2rem" fw={700} lh={1}>
          {value}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
