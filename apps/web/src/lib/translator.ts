import { formatInterpolated } from './format.ts';
import { toBcp47 } from './locale.ts';

/**
 * The app's own translator (ADR 13): flat keys, `{{name}}` placeholders, plural keys chosen by
 * Intl.PluralRules, a fallback language, and numbers in messages written the locale's way. It does
 * what the app used of i18next and nothing more.
 */

/** Values for the placeholders; `count` also picks the plural form, `defaultValue` stands in for a missing key. */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

export type Strings = Record<string, string>;

export interface Translator {
  /** The current language (`de_DE`). */
  readonly language: string;
  /** Translates in the current language, whichever it is when called. */
  t: TFunction;
  /** A `t` bound to one language (what `useTranslation` hands out: it changes with the language). */
  getFixedT(language: string): TFunction;
  /** Whether the key has a text in the current language or the fallback language. */
  exists(key: string, options?: TOptions): boolean;
  hasResourceBundle(language: string): boolean;
  /** Adds the strings of a language, over any it had. */
  addResourceBundle(language: string, strings: Strings): void;
  /** Switches the language and tells the subscribers (the React provider re-renders on it). */
  changeLanguage(language: string): void;
  subscribe(listener: () => void): () => void;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const own = (object: object, key: string) => Object.hasOwn(object, key);

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(toBcp47(language));
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * Each placeholder gets its value, numbers formatted for `language`. A value that is not given keeps
 * its placeholder, one given as undefined or null becomes empty (as i18next did).
 */
export function interpolate(text: string, values: TOptions | undefined, language: string): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim();
    if (!own(values, name)) return placeholder;
    const value = formatInterpolated(values[name], language);
    return value == null ? '' : String(value);
  });
}

export function createTranslator({
  language,
  fallbackLanguage,
  resources = {},
}: {
  language: string;
  fallbackLanguage: string;
  resources?: Record<string, Strings>;
}): Translator {
  const bundles = new Map(Object.entries(resources).map(([lng, strings]) => [lng, { ...strings }]));
  const listeners = new Set<() => void>();
  const fixed = new Map<string, TFunction>();
  let current = language;

  /** In each language (the given one, then the fallback): `key_<plural category>`, `key_other`, `key`. */
  function lookup(key: string, lng: string, options: TOptions | undefined): string | undefined {
    const count = options?.count;
    for (const code of lng === fallbackLanguage ? [lng] : [lng, fallbackLanguage]) {
      const strings = bundles.get(code);
      if (!strings) continue;
      const candidates =
        typeof count === 'number' ? [`${key}_${pluralCategory(code, count)}`, `${key}_other`, key] : [key];
      for (const candidate of candidates) {
        const text = strings[candidate];
        if (typeof text === 'string' && own(strings, candidate)) return text;
      }
    }
    return undefined;
  }

  /** A missing key shows `defaultValue` when given, else the key itself. */
  const translate = (lng: string, key: string, options?: TOptions): string =>
    interpolate(lookup(key, lng, options) ?? options?.defaultValue ?? key, options, lng);

  const translator: Translator = {
    get language() {
      return current;
    },
    t: (key, options) => translate(current, key, options),
    getFixedT(lng) {
      let t = fixed.get(lng);
      if (!t) {
        t = (key, options) => translate(lng, key, options);
        fixed.set(lng, t);
      }
      return t;
    },
    exists: (key, options) => lookup(key, current, options) !== undefined,
    hasResourceBundle: (lng) => bundles.has(lng),
    addResourceBundle(lng, strings) {
      bundles.set(lng, { ...bundles.get(lng), ...strings });
    },
    changeLanguage(lng) {
      if (lng === current) return;
      current = lng;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return translator;
}
