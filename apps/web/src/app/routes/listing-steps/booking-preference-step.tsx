import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING_TYPES, CANCELLATION_POLICIES } from '@host-portal/contracts/units';
import { Alert, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { reportServerError } from '../../../features/listing/components/server-errors.ts';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { unitField } from '../../../features/listing/components/unit-fields.ts';
import { useUpdateUnit } from '../../../features/units/api/update-unit.ts';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { LISTING_TOASTS } from './listing-toasts.ts';

const schema = z.object({
  bookingType: unitField('bookingType'),
  cancellationPolicy: unitField('cancellationPolicy'),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['bookingType', 'cancellationPolicy'] as const;

/** Instant (onLine) or request (onRequest) booking, with the on-request warning; cancellation policy. */
export default function BookingPreferenceStep() {
  const { t } = useTranslation();
  const { unit, complete } = useListingStep();
  const update = useUpdateUnit(unit, LISTING_TOASTS);
  const form = useForm<Values>({
    resolver: zodResolver(schema, zodMessages(t)),
    defaultValues: {
      bookingType: unit.bookingType ?? 'onLine',
      cancellationPolicy: unit.cancellationPolicy ?? { type: 'flexible' },
    },
  });
  const bookingType = form.watch('bookingType');
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      return reportServerError(error, form.setError, FIELDS, t);
    }
    await complete();
  });
  return (
    <StepLayout
      title={t('listing.bookingPreference.title')}
      description={t('listing.bookingPreference.description')}
      onSubmit={submit}
      pending={update.isPending}
      error={form.formState.errors.root?.server?.message}
    >
      <Controller
        control={form.control}
        name="bookingType"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('listing.bookingPreference.typeLabel')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            required
          >
            <Stack gap="sm" mt="xs">
              {BOOKING_TYPES.map((type) => (
                <Radio
                  key={type}
                  value={type}
                  label={t(`units.bookingType.${type}`)}
                  description={t(`units.bookingType.${type}Description`)}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {bookingType === 'onRequest' && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden="true" />} role="status">
          {t('listing.bookingPreference.onRequestWarning')}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="cancellationPolicy"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('listing.bookingPreference.cancellationLabel')}
            value={field.value?.type}
            onChange={(type) => field.onChange({ type })}
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
    </StepLayout>
  );
}
