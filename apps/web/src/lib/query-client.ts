import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { i18n } from './i18n.ts';
import { retryImport } from './retry-import.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The caller shows the failure itself (e.g. on form fields); no toast. */
      silentError?: boolean;
    };
  }
}

/** The toast text for a failed mutation: the server's message, else the generic one (001 section 8). */
export function mutationErrorMessage(error: unknown): string {
  if (isApiError(error) && error.message) return error.message;
  return i18n.t('pages.errorFailedToLoad.title');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silentError) return;
        // A 401 ends in a login redirect; nothing useful to say.
        if (isApiError(error) && error.status === 401) return;
        // the toast store comes with the pages' UI library (a mutation runs on a page, so it is there)
        const message = mutationErrorMessage(error);
        void retryImport(() => import('@mantine/notifications'))
          .then(({ notifications }) => notifications.show({ color: 'red', message, withBorder: true }))
          .catch(() => console.error('Mutation failed', error));
      },
    }),
  });
}
