import {
  BOOKING_TYPES,
  CANCELLATION_POLICIES,
  type Unit,
  type UpdateUnit,
} from '@host-portal/contracts/units';
import { Alert, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation.tsx';
import type { UnitFormPlace } from './form-place.ts';
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

export interface BookingPoliciesFormProps extends UnitFormPlace {
  unit: Unit;
  /** Translated texts where the place words them differently. */
  labels?: { bookingType?: string; cancellationPolicy?: string; onRequestWarning?: string };
  /** Preselects instant booking and the flexible policy for a unit that has none yet (listing). */
  preselect?: boolean;
}

/** Instant or request booking (a warning for on-request) and the cancellation policy. */
export function BookingPoliciesForm({
  unit,
  labels = {},
  preselect = false,
  frame: Frame = UnitFormFrame,
  ...place
}: BookingPoliciesFormProps) {
  const { t } = useTranslation();
  const form = useForm<PolicyValues>({
    resolver: unitPatchResolver(t, toBody),
    values: {
      bookingType: unit.bookingType ?? (preselect ? 'onLine' : null),
      cancellationPolicy: unit.cancellationPolicy?.type ?? (preselect ? 'flexible' : null),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { save, saving } = useUnitSave(unit, form, ['bookingType', 'cancellationPolicy'], place);
  useFocusField(form);
  const bookingType = form.watch('bookingType');

  return (
    <Frame
      title={place.title ?? t('units.policies.heading')}
      description={place.description}
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
            label={labels.bookingType ?? t('units.field.bookingType')}
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
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} role="status">
          {labels.onRequestWarning ?? t('units.policies.onRequestWarning')}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="cancellationPolicy"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={labels.cancellationPolicy ?? t('units.field.cancellationPolicy')}
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
                  description={t(`units.cancellationPolicy.${type}Description`)
                    .split('\n')
                    .map((line) => (
                      <Text key={line} component="span" size="sm" display="block">
                        {line}
                      </Text>
                    ))}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
    </Frame>
  );
}
