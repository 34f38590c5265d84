import { type FieldErrors, type FieldValues, get } from 'react-hook-form';
import type { TFunction } from '../../../../lib/translator.ts';

/**
 * Every field path of a form's values ("address.city", "taxIdentifications.0.id", and the lists
 * themselves), so that a server error on any of them lands on its field.
 */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object') return prefix ? [prefix] : [];
  const own = prefix ? [prefix] : [];
  return [
    ...own,
    ...Object.entries(values as Record<string, unknown>).flatMap(([key, value]) =>
      fieldPaths(value, prefix ? `${prefix}.${key}` : key),
    ),
  ];
}

/** The translated message of a field's error (contract messages are translation keys). */
export function errorText<T extends FieldValues>(errors: FieldErrors<T>, path: string, t: TFunction) {
  const message = (get(errors, path) as { message?: string } | undefined)?.message;
  return message ? t(message) : undefined;
}
