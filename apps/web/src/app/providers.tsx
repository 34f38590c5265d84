import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { AppContextProvider, type AppStart } from '../lib/app-context.tsx';
import { i18n } from '../lib/i18n.ts';
import { retryImport } from '../lib/retry-import.ts';
import { TranslationProvider } from '../lib/translation.tsx';

export const loadMantineScope = () => retryImport(() => import('./mantine-scope.tsx'));

/**
 * Mantine around the pages (`app/mantine-scope.tsx`), loaded on demand. It suspends in the
 * root layout's Suspense boundary, which waits for the session anyway; app start asks for it early.
 */
export const MantineScope = lazy(loadMantineScope);

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
      <QueryClientProvider client={queryClient}>
        <AppContextProvider start={start}>{children}</AppContextProvider>
      </QueryClientProvider>
    </TranslationProvider>
  );
}
