import {
  BOOKING_TYPES,
  CANCELLATION_POLICIES,
  type Unit,
  type UpdateUnit,
} from '@host-portal/contracts/units';
import { Alert, Radio, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UnitFormFrame } from './unit-form-frame.tsx';
import { unitPatchResolver } from './unit-resolver.ts';
import { useFocusField, useUnitSave } from './use-unit-save.ts';

interface PolicyValues {
  bookingType: Unit['bookingType'];
  cancellationPolicy: NonNullable<Unit['cancellationPolicy']>['type'] | null;
}

/** A missing choice stays in the body as null, so the contract reports the field as required. */
const toBody = (v: PolicyValues) =>
  ({
    bookingType: v.bookingType,
    cancellationPolicy: v.cancellationPolicy ? { type: v.cancellationPolicy } : null,
  }) as UpdateUnit;

/** Instant or request booking (a warning for on-request) and the cancellation policy. */
export function BookingPoliciesForm({ unit }: { unit: Unit }) {
  const { t } = useTranslation();
  const form = useForm<PolicyValues>({
    resolver: unitPatchResolver(t, toBody),
    values: { bookingType: unit.bookingType, cancellationPolicy: unit.cancellationPolicy?.type ?? null },
    resetOptions: { keepDirtyValues: true },
  });
  const { save, saving } = useUnitSave(unit, form, ['bookingType', 'cancellationPolicy']);
  useFocusField(form);
  const bookingType = form.watch('bookingType');

  return (
    <UnitFormFrame
      title={t('units.policies.heading')}
      error={form.formState.errors.root?.server?.message}
      saving={saving}
      dirty={form.formState.isDirty}
      onSubmit={form.handleSubmit((v) => save(toBody(v)))}
    >
      <Controller
        control={form.control}
        name="bookingType"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('units.field.bookingType')}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
            required
          >
            <Stack gap="sm" mt="xs">
              {BOOKING_TYPES.map((type, i) => (
                <Radio
                  key={type}
                  value={type}
                  label={t(`units.bookingType.${type}`)}
                  description={t(`units.bookingType.${type}Description`)}
                  ref={i === 0 ? field.ref : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {bookingType === 'onRequest' && (
        <Alert color="yellow" variant="light" role="status">
          {t('units.policies.onRequestWarning')}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="cancellationPolicy"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('units.field.cancellationPolicy')}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
            required
          >
            <Stack gap="sm" mt="xs">
              {CANCELLATION_POLICIES.map((type) => (
                <Radio
                  key={type}
                  value={type}
                  label={t(`units.cancellationPolicy.${type}`)}
                  description={t(`units.cancellationPolicy.${type}Description`)}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
    </UnitFormFrame>
  );
}
