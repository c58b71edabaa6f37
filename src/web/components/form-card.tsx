import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A narrow centred card for short forms (login, registration, password reset). */
export function FormCard({ title, description, children }: FormCardProps) {
  return (
    <Container size="xs" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', xs: 'md' }}>
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} size="h2">
              {title}
            </Title>
            {description ? <Text c="dimmed">{description}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
