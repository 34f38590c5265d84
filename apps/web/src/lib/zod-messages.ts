import type { TFunction } from './translator.ts';

interface Issue {
  code: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  input?: unknown;
}

/**
 * Translated messages for the contract schemas' checks, passed to zodResolver so that form errors
 * never show zod's built-in English.
 */
export function zodMessages(t: TFunction) {
  return {
    error: (issue: Issue) => {
      if (issue.code === 'too_small' && issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? t('forms.errors.required')
          : t('forms.errors.tooShort', { count: Number(issue.minimum) });
      }
      if (issue.code === 'too_big' && issue.origin === 'string') {
        return t('forms.errors.tooLong', { count: Number(issue.maximum) });
      }
      // numbers: the bound itself, never a silent clamp (the number field keeps what was typed)
      if (issue.code === 'too_small' && issue.origin === 'number') {
        return t('forms.errors.min', { min: Number(issue.minimum) });
      }
      if (issue.code === 'too_big' && issue.origin === 'number') {
        return t('forms.errors.max', { max: Number(issue.maximum) });
      }
      if (
        issue.code === 'invalid_type' &&
        (issue.input === undefined || issue.input === null || Number.isNaN(issue.input))
      ) {
        return t('forms.errors.required');
      }
      return t('forms.errors.invalid');
    },
  };
}
