import { Card, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** A danger zone (account deletion): a red border and title. */
  danger?: boolean;
  children: ReactNode;
}

/** One titled card of an account or profile page; the heading names the section for screen readers. */
export function SectionCard({ title, description, danger = false, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      style={danger ? { borderColor: 'var(--mantine-color-red-outline)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId} c={danger ? 'red' : undefined}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
