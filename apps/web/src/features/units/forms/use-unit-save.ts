import type { Unit, UpdateUnit } from '@host-portal/contracts/units';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUpdateUnit } from '../api/update-unit.ts';
import type { UnitFormPlace } from './form-place.ts';

/**
 * Saves a unit form with PATCH: a toast on success (or the place's `onSaved`); server errors with a
 * field land on that field (000 section 5), the rest become the form's general message.
 */
export function useUnitSave<V extends FieldValues>(
  unit: Unit,
  form: UseFormReturn<V>,
  fields: readonly Path<V>[],
  place: Pick<UnitFormPlace, 'onSaved' | 'toasts'> = {},
) {
  const update = useUpdateUnit(unit, place.toasts);
  const save = useFormSave(form, fields, (body: UpdateUnit) => update.mutateAsync(body), place);
  return { save, saving: update.isPending };
}

/** The same for any of the unit's mutations; `mutate` may send nothing and still count as saved. */
export function useFormSave<V extends FieldValues, A>(
  form: UseFormReturn<V>,
  fields: readonly Path<V>[],
  mutate: (input: A) => Promise<unknown> | undefined,
  { onSaved }: Pick<UnitFormPlace, 'onSaved'> = {},
) {
  const { t } = useTranslation();
  return async (input: A) => {
    try {
      await mutate(input);
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, fields);
      const general = rest.length
        ? rest.join(' ')
        : isApiError(error) && Object.keys(error.fieldErrors).length
          ? ''
          : isApiError(error) && error.message
            ? error.message
            : t('commons.errorOccuredPleaseTryAgain');
      if (general) form.setError('root.server' as Path<V>, { type: 'server', message: general });
      return;
    }
    if (onSaved) await onSaved();
    else notifications.show({ color: 'green', message: t('units.form.saved') });
  };
}

/** `?field=title` (from "action needed") focuses that field once the form is there. */
export function useFocusField<V extends FieldValues>(form: UseFormReturn<V>, ready = true) {
  const [params] = useSearchParams();
  const field = params.get('field');
  useEffect(() => {
    if (!field || !ready) return;
    try {
      form.setFocus(field as Path<V>);
    } catch {
      // not a field of this form
    }
  }, [field, form, ready]);
  return field;
}
