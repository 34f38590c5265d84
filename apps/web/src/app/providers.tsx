import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { AppContextProvider, type AppStart } from '../lib/app-context.tsx';
import { i18n } from '../lib/i18n.ts';
import { mantineTheme } from '../lib/mantine-theme.ts';
import { retryImport } from '../lib/retry-import.ts';

/**
 * The toast container (with its transitions) loads right after the first render, not before it;
 * toasts shown meanwhile wait in the notifications store and appear when it is there.
 */
const Notifications = lazy(() =>
  retryImport(() => import('@mantine/notifications')).then((m) => ({ default: m.Notifications })),
);

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
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        },
      }),
    [closeLabel],
  );
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <AppContextProvider start={start}>
          <Suspense fallback={null}>
            <Notifications position="top-right" zIndex={1000} />
          </Suspense>
          {children}
        </AppContextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
