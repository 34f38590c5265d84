import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_STAY_NIGHTS,
  PRICE_MAX,
  PRICE_MIN,
  priceAndAvailabilitySchema,
} from '@host-portal/contracts/units';
import { SimpleGrid } from '@mantine/core';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormNumberField } from '../../../components/ui/number-field.tsx';
import { LosDiscountsEditor } from '../../../features/listing/components/los-discounts-editor.tsx';
import {
  type MinimumNotice,
  MinimumNoticeSelect,
} from '../../../features/listing/components/minimum-notice-select.tsx';
import { reportServerError } from '../../../features/listing/components/server-errors.ts';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { useUpdateUnit } from '../../../features/units/api/update-unit.ts';
import { FALLBACK_CURRENCY, toMajor, toMinor } from '../../../lib/money.ts';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { LISTING_TOASTS } from './listing-toasts.ts';

const shape = priceAndAvailabilitySchema.shape;
const schema = z
  .object({
    nightlyPrice: z.number().min(PRICE_MIN).max(PRICE_MAX),
    minimumStay: shape.minimumStay,
    maximumStay: shape.maximumStay,
    minimumNotice: shape.minimumNotice,
    losDiscounts: shape.losDiscounts,
  })
  .refine((v) => v.maximumStay >= v.minimumStay, { path: ['maximumStay'] });
type Values = z.infer<typeof schema>;
const FIELDS = ['nightlyPrice', 'minimumStay', 'maximumStay', 'minimumNotice', 'losDiscounts'] as const;

/** Nightly price (major units in the form, minor units stored), stay limits, notice and LOS discounts. */
export default function PriceStep() {
  const { t } = useTranslation();
  const { unit, configuration, complete } = useListingStep();
  const update = useUpdateUnit(unit, LISTING_TOASTS);
  const current = unit.priceAndAvailability;
  const currency = current?.currency ?? FALLBACK_CURRENCY;
  const settings = configuration.priceAndAvailabilitySettings;
  const form = useForm<Values>({
    resolver: zodResolver(schema, zodMessages(t)),
    defaultValues: {
      nightlyPrice: current ? toMajor(current.nightlyPrice) : Number.NaN,
      minimumStay: current?.minimumStay ?? 1,
      maximumStay: current?.maximumStay ?? 365,
      minimumNotice: current?.minimumNotice ?? 1,
      losDiscounts: current?.losDiscounts ?? [],
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        priceAndAvailability: {
          ...values,
          currency,
          nightlyPrice: toMinor(values.nightlyPrice),
          seasons: current?.seasons ?? [],
        },
      });
    } catch (error) {
      return reportServerError(error, form.setError, FIELDS, t);
    }
    await complete();
  });
  return (
    <StepLayout
      title={t('listing.price.title')}
      description={t('listing.price.description')}
      onSubmit={submit}
      pending={update.isPending}
      error={errors.root?.server?.message}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormNumberField
          control={form.control}
          name="nightlyPrice"
          label={t('listing.price.nightly', { currency })}
          required
          min={PRICE_MIN}
          max={PRICE_MAX}
          decimals={2}
          thousandSeparator=" "
        />
        <Controller
          control={form.control}
          name="minimumNotice"
          render={({ field, fieldState }) => (
            <MinimumNoticeSelect
              value={field.value as MinimumNotice}
              onChange={field.onChange}
              options={settings.minimumNoticeOptions.length ? settings.minimumNoticeOptions : undefined}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormNumberField
          control={form.control}
          name="minimumStay"
          label={t('listing.price.minimumStay')}
          required
          min={1}
          max={MAX_STAY_NIGHTS}
        />
        <FormNumberField
          control={form.control}
          name="maximumStay"
          label={t('listing.price.maximumStay')}
          required
          min={1}
          max={MAX_STAY_NIGHTS}
        />
      </SimpleGrid>
      <LosDiscountsEditor
        control={form.control as unknown as Control<{ losDiscounts: Values['losDiscounts'] }>}
        errors={errors.losDiscounts}
        minNightsOptions={settings.losDiscount.minNightsOptions}
        maxPercent={settings.losDiscount.maxPercent}
      />
    </StepLayout>
  );
}
