import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { clearNotificationsOnSessionChange } from '../features/session/clear-notifications.ts';
import { AppNotifications } from './app-notifications.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  // Toasts of one login never follow the user into the next (UI.md: cleared when the session changes).
  useEffect(clearNotificationsOnSessionChange, []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <AppNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
