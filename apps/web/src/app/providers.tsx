import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppContextProvider, type AppStart } from '../lib/app-context.tsx';
import { i18next } from '../lib/i18n.ts';
import { mantineTheme } from '../lib/mantine-theme.ts';

export function Providers({
  queryClient,
  start,
  children,
}: {
  queryClient: QueryClient;
  start: AppStart;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18next}>
      <MantineProvider theme={mantineTheme}>
        <QueryClientProvider client={queryClient}>
          <AppContextProvider start={start}>
            <Notifications position="top-right" zIndex={1000} />
            {children}
          </AppContextProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
