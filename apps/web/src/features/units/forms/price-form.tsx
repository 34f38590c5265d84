import {
  MAX_STAY_NIGHTS,
  MINIMUM_NOTICE_OPTIONS,
  PRICE_MAX,
  PRICE_MIN,
  type PriceAndAvailability,
  type Unit,
} from '@host-portal/contracts/units';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField, NumberField } from '../../../components/ui/number-field.tsx';
import { FALLBACK_CURRENCY, toMajor, toMinor } from '../../../lib/money.ts';
import type { UnitFormPlace } from './form-place.ts';
import { DiscountsFields, type SeasonLabels, SeasonsFields } from './price-lists.tsx';
import { UnitFormFrame } from './unit-form-frame.tsx';
import { unitPatchResolver } from './unit-resolver.ts';
import { useFocusField, useUnitSave } from './use-unit-save.ts';

/** The form shows prices in major units; the contract stores minor units. */
export type PriceValues = PriceAndAvailability;

const toBody = (v: PriceValues) => ({
  priceAndAvailability: {
    ...v,
    currency: v.currency.trim().toUpperCase(),
    nightlyPrice: toMinor(v.nightlyPrice),
    seasons: v.seasons.map((s) => ({ ...s, nightlyPrice: toMinor(s.nightlyPrice) })),
  },
});
const scale = (path: string) => (path.endsWith('nightlyPrice') ? 100 : 1);

const fromUnit = (p: PriceAndAvailability | null): PriceValues => ({
  currency: p?.currency ?? FALLBACK_CURRENCY,
  nightlyPrice: p ? toMajor(p.nightlyPrice) : Number.NaN,
  minimumStay: p?.minimumStay ?? 1,
  maximumStay: p?.maximumStay ?? 365,
  minimumNotice: p?.minimumNotice ?? 1,
  losDiscounts: p?.losDiscounts ?? [],
  seasons: (p?.seasons ?? []).map((s) => ({ ...s, nightlyPrice: toMajor(s.nightlyPrice) })),
});

const FIELDS = [
  'priceAndAvailability',
  'priceAndAvailability.currency',
  'priceAndAvailability.nightlyPrice',
  'priceAndAvailability.minimumStay',
  'priceAndAvailability.maximumStay',
  'priceAndAvailability.minimumNotice',
] as const;

export interface PriceFormProps extends UnitFormPlace {
  unit: Unit;
  /** price: price, stay limits, notice and discounts; seasons: the seasons. Both by default. */
  sections?: readonly ('price' | 'seasons')[];
  seasonLabels?: Partial<SeasonLabels>;
}

/** Nightly price, stay limits, notice, length-of-stay discounts and seasons (000 section 5). */
export function PriceForm({
  unit,
  sections = ['price', 'seasons'],
  seasonLabels,
  frame: Frame = UnitFormFrame,
  ...place
}: PriceFormProps) {
  const { t } = useTranslation();
  const form = useForm<{ priceAndAvailability: PriceValues }>({
    resolver: unitPatchResolver(t, (v) => toBody(v.priceAndAvailability), scale),
    values: { priceAndAvailability: fromUnit(unit.priceAndAvailability) },
    resetOptions: { keepDirtyValues: true },
  });
  // The resolver validates the body, whose paths start at priceAndAvailability too.
  const { save, saving } = useUnitSave(unit, form, FIELDS, place);
  useFocusField(form);
  const { errors } = form.formState;
  const p = 'priceAndAvailability' as const;

  return (
    <Frame
      title={place.title ?? t('units.price.heading')}
      description={place.description ?? t('units.price.description')}
      error={errors.root?.server?.message}
      saving={saving}
      dirty={form.formState.isDirty}
      onSubmit={form.handleSubmit((v) => save(toBody(v.priceAndAvailability)))}
    >
      {sections.includes('price') && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('units.price.currency')}
            maxLength={3}
            required
            error={errors[p]?.currency?.message}
            {...form.register(`${p}.currency`)}
          />
          <Controller
            control={form.control}
            name={`${p}.nightlyPrice`}
            render={({ field, fieldState }) => (
              <NumberField
                label={t('units.price.nightlyPrice')}
                required
                min={PRICE_MIN}
                max={PRICE_MAX}
                decimals={2}
                thousandSeparator=" "
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <FormNumberField
            control={form.control}
            name={`${p}.minimumStay`}
            label={t('units.price.minimumStay')}
            min={1}
            max={MAX_STAY_NIGHTS}
          />
          <FormNumberField
            control={form.control}
            name={`${p}.maximumStay`}
            label={t('units.price.maximumStay')}
            min={1}
            max={MAX_STAY_NIGHTS}
          />
          <Controller
            control={form.control}
            name={`${p}.minimumNotice`}
            render={({ field, fieldState }) => (
              <Select
                label={t('units.price.minimumNotice')}
                data={MINIMUM_NOTICE_OPTIONS.map((n) => ({
                  value: String(n),
                  label: n === 0 ? t('units.price.sameDay') : t('units.price.days', { count: n }),
                }))}
                value={String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                allowDeselect={false}
                error={fieldState.error?.message}
                ref={field.ref}
              />
            )}
          />
        </SimpleGrid>
      )}
      {sections.includes('price') && <DiscountsFields control={form.control} />}
      {sections.includes('seasons') && (
        <SeasonsFields
          control={form.control}
          register={form.register}
          errors={errors[p]?.seasons}
          labels={seasonLabels}
          newSeasonPrice={
            unit.priceAndAvailability ? toMajor(unit.priceAndAvailability.nightlyPrice) : undefined
          }
        />
      )}
    </Frame>
  );
}
