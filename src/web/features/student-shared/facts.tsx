import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A label and its value; an empty value shows the muted "Not provided". */
export function Fact({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation();
  const empty = value === '' || value === null || value === undefined;
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap" py={4}>
      <Text size="sm" c="dimmed" component="dt" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={500}
        ta="right"
        component="dd"
        m={0}
        miw={0}
        c={empty ? 'dimmed' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {empty ? t('trips.shared.not_provided') : value}
      </Text>
    </Group>
  );
}

export function Facts({ children }: { children: ReactNode }) {
  return (
    <Stack gap={0} component="dl" m={0}>
      {children}
    </Stack>
  );
}

/** A titled card section of a detail page. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
