import { MantineProvider, mergeThemeOverrides, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { AppContextProvider, type AppStart } from '../lib/app-context.tsx';
import { i18n } from '../lib/i18n.ts';
import { mantineTheme } from '../lib/mantine-theme.ts';
import { TranslationProvider, useTranslation } from '../lib/translation.tsx';

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
    <TranslationProvider translator={i18n}>
      <ThemedProviders queryClient={queryClient} start={start}>
        {children}
      </ThemedProviders>
    </TranslationProvider>
  );
}

/** The theme with translated defaults: every toast's close button gets a name for screen readers. */
function ThemedProviders({
  queryClient,
  start,
  children,
}: {
  queryClient: QueryClient;
  start: AppStart;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const closeLabel = t('commons.close');
  const theme = useMemo(
    () =>
      mergeThemeOverrides(mantineTheme, {
        components: {
          Notification: Notification.extend({
            defaultProps: { closeButtonProps: { 'aria-label': closeLabel } },
          }),
        },
      }),
    [closeLabel],
  );
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <AppContextProvider start={start}>
          <Notifications position="top-right" zIndex={1000} />
          {children}
        </AppContextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
