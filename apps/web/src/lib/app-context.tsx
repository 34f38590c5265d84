import type { DomainConfig, PublicSettings } from '@host-portal/contracts/settings';
import type { Locale } from '@host-portal/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { isAuthenticated } from './auth.ts';
import { currentUserQueryOptions, saveUserLocale } from './current-user.ts';
import { changeLanguage } from './i18n.ts';
import { rememberLocale } from './locale-cookie.ts';
import { useTranslation } from './translation.tsx';

/**
 * How the session start ended; never rejects. Tagged, so that a failure whose reason is falsy (a
 * rejection with `undefined`) is still a failure.
 */
export type SessionOutcome = { ok: true } | { ok: false; error: unknown };

/** What app start (001 section 4) resolved before the first render. */
export interface AppStart {
  domainConfig: DomainConfig;
  settings: PublicSettings;
  /** The language the app started in; `useAppContext().locale` follows later changes. */
  locale: Locale;
  /** Settles once the session is known (signed in or anonymous) and the user's language applied. */
  session: Promise<SessionOutcome>;
}

export interface AppContextValue extends AppStart {
  /**
   * Loads the strings, sets the ho_hl cookie when functional cookies are accepted and, when signed
   * in, saves the user's locale.
   */
  setLocale: (locale: Locale, options?: { saveToProfile?: boolean }) => Promise<void>;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppContextProvider({ start, children }: { start: AppStart; children: ReactNode }) {
  // the translator's language: a switch from anywhere (the user's own language at start, the
  // language menu) re-renders the consumers
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const queryClient = useQueryClient();

  const setLocale = useCallback(
    async (next: Locale, options: { saveToProfile?: boolean } = {}) => {
      rememberLocale(next);
      await changeLanguage(next);
      if (isAuthenticated() && options.saveToProfile !== false) {
        await saveUserLocale(next);
        await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
      }
    },
    [queryClient],
  );

  const value = useMemo(() => ({ ...start, locale, setLocale }), [start, locale, setLocale]);
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext outside AppContextProvider');
  return value;
}
