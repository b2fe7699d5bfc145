import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { Notifications, useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '@/shared/api';
import { DialogHost } from '@/shared/lib/confirm';
import { i18n } from '@/shared/i18n';
import { theme } from './theme';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) and 'test' (no transitions, no portals). */
  queryClient?: QueryClient;
  env?: 'default' | 'test';
}

/**
 * The toasts' container, mounted with the first toast: mounted at start-up, it renders its six
 * empty groups again right after the app takes a drawn page over, on a phone's busiest moment.
 */
function Toasts() {
  const anyToast = useNotifications().notifications.length > 0;
  const [mounted, setMounted] = useState(false);
  if (anyToast && !mounted) setMounted(true);
  return mounted ? <Notifications limit={4} zIndex={1000} /> : null;
}

export function AppProvider({ children, queryClient, env = 'default' }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} forceColorScheme="light" env={env}>
          <Toasts />
          <DialogHost />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
