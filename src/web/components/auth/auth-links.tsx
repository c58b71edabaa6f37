import { Divider, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthLinkRow {
  key: string;
  prompt: string;
  link: ReactNode;
}

/** The "no account yet? / are you a student?" lines under a login or registration form. */
export function AuthLinks({ rows }: { rows: AuthLinkRow[] }) {
  return (
    <>
      <Divider />
      <Stack gap="xs">
        {rows.map((row) => (
          <Text key={row.key} size="sm" c="dimmed">
            {row.prompt} {row.link}
          </Text>
        ))}
      </Stack>
    </>
  );
}
