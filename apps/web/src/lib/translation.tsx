import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { TFunction, Translator } from './translator.ts';

export type { TFunction } from './translator.ts';

export interface Translation {
  /** Bound to the current language: the same function until the language changes. */
  t: TFunction;
  /** The translator; `i18n.language` is the current locale (`de_DE`). */
  i18n: Translator;
}

const TranslationContext = createContext<Translation | null>(null);

/** Gives the tree the translator's `t`; its consumers re-render when the language changes. */
export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  const language = useSyncExternalStore(
    translator.subscribe,
    () => translator.language,
    () => translator.language,
  );
  const value = useMemo(
    () => ({ t: translator.getFixedT(language), i18n: translator }),
    [translator, language],
  );
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** `{ t, i18n }`, the shape react-i18next had, so components only changed their import. */
export function useTranslation(): Translation {
  const value = useContext(TranslationContext);
  if (!value) throw new Error('useTranslation outside TranslationProvider');
  return value;
}
