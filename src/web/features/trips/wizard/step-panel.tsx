import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { forwardRef, type ReactNode, useId } from 'react';

interface StepPanelProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** One step's screen: its heading (focused when the step opens, so screen readers announce it) and fields. */
export const StepPanel = forwardRef<HTMLHeadingElement, StepPanelProps>(function StepPanel(
  { title, intro, children },
  headingRef,
) {
  const headingId = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </Stack>
      {children}
    </Stack>
  );
});

/** A titled group of fields within a step (route, duration, tides, a crew member). */
export function FieldGroup({
  title,
  action,
  children,
}: {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** Fields of one kind inside a group (the duration's dates, its hours), under a small heading of their own. */
export function FieldSubgroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={4} size="sm" fw={600} c="dimmed" tt="uppercase" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
