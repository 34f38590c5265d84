import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import type { TFunction } from '../../../lib/translator.ts';

/**
 * Server field errors land on their fields (nested names such as `priceAndAvailability.nightlyPrice`
 * are matched by their last segment too); everything else becomes the form's general message.
 */
export function reportServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  t: TFunction,
): void {
  let unmatched: string[] = [];
  if (isApiError(error)) {
    const flattened = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([name, message]) => {
        const last = name.split('.').at(-1) ?? name;
        return [fields.includes(name as Path<T>) ? name : last, message];
      }),
    );
    const copy = Object.assign(Object.create(Object.getPrototypeOf(error)), error, {
      fieldErrors: flattened,
    });
    unmatched = applyServerErrors(copy, setError, fields);
    if (Object.keys(error.fieldErrors).length === 0) unmatched = [error.message];
  }
  const message = unmatched.filter(Boolean).join(' ');
  const general = message || (isApiError(error) ? '' : t('commons.errorOccuredPleaseTryAgain'));
  if (general || (isApiError(error) && Object.keys(error.fieldErrors).length === 0)) {
    setError('root.server' as Path<T>, {
      type: 'server',
      message: general || t('commons.errorOccuredPleaseTryAgain'),
    });
  }
}
