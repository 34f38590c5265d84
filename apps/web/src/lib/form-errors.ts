import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error.ts';

/**
 * Puts server field errors onto the form's fields (001 section 5); returns the errors that matched
 * no field so the caller can show them as a general message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  if (!isApiError(error)) return [];
  const unmatched: string[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const name = field.replace(/^body\./, '') as Path<T>;
    if (fields.includes(name)) setError(name, { type: 'server', message }, { shouldFocus: true });
    else unmatched.push(message);
  }
  return unmatched;
}
