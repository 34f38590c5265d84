import { toNestErrors } from '@hookform/resolvers';
import { type UpdateUnit, updateUnitSchema } from '@host-portal/contracts/units';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { TFunction } from '../../../lib/translator.ts';

type Issue = z.core.$ZodIssue;

/** A translated message for a contract issue; `scale` turns minor units back into what the form shows. */
export function issueMessage(t: TFunction, issue: Issue, scale = 1): string {
  const origin = 'origin' in issue ? issue.origin : undefined;
  if (issue.code === 'too_small') {
    if (origin === 'string') {
      return Number(issue.minimum) <= 1
        ? t('forms.errors.required')
        : t('forms.errors.tooShort', { count: Number(issue.minimum) });
    }
    if (origin === 'number') return t('units.errors.min', { min: Number(issue.minimum) / scale });
  }
  if (issue.code === 'too_big') {
    if (origin === 'string') return t('forms.errors.tooLong', { count: Number(issue.maximum) });
    if (origin === 'number') return t('units.errors.max', { max: Number(issue.maximum) / scale });
    if (origin === 'array') return t('units.errors.tooMany', { count: Number(issue.maximum) });
  }
  if (issue.code === 'invalid_type') {
    const input = (issue as { input?: unknown }).input;
    if (input === undefined || input === null || Number.isNaN(input)) return t('forms.errors.required');
  }
  if (issue.code === 'custom') {
    // The contract's refinements are in English; our own carry translated messages.
    return issue.path.at(-1) === 'dateTo' ? t('units.errors.seasonEnd') : issue.message;
  }
  if (issue.code === 'invalid_format' && (issue as { format?: string }).format === 'date') {
    return t('units.errors.date');
  }
  return t('forms.errors.invalid');
}

/**
 * Validates a unit form with the PATCH contract itself: the form values are turned into the body
 * (unit conversions included) and each issue lands on the field of the same path.
 */
export function unitPatchResolver<V extends FieldValues>(
  t: TFunction,
  toBody: (values: V) => UpdateUnit,
  scale: (path: string) => number = () => 1,
  check?: (values: V) => Record<string, FieldError>,
): Resolver<V> {
  return contractResolver(updateUnitSchema, t, toBody, scale, check);
}

/**
 * The same for any contract schema: validate the body the form would send. `check` adds what the
 * body cannot show (a typed value that never reaches it); its errors win on the same field.
 */
export function contractResolver<V extends FieldValues, B>(
  schema: z.ZodType<unknown, B>,
  t: TFunction,
  toBody: (values: V) => B,
  scale: (path: string) => number = () => 1,
  check: (values: V) => Record<string, FieldError> = () => ({}),
): Resolver<V> {
  return async (values, _context, options) => {
    const result = schema.safeParse(toBody(values));
    const flat: Record<string, FieldError> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const path = issue.path.join('.');
      flat[path] ??= { type: issue.code, message: issueMessage(t, issue, scale(path)) };
    }
    Object.assign(flat, check(values));
    if (Object.keys(flat).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
