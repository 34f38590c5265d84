import en from '../../../../packages/i18n/locales/en_US.json';
import { createTranslator, type Translator } from '../lib/translator.ts';

/** A translator with the en_US strings, as the app has after a start in English. */
export const testTranslator = (): Translator =>
  createTranslator({ language: 'en_US', fallbackLanguage: 'en_US', resources: { en_US: en } });
