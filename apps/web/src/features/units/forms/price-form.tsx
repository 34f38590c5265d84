import type { PropertiesConfiguration } from '@host-portal/contracts/listing';
import {
  MAX_STAY_NIGHTS,
  MINIMUM_NOTICE_OPTIONS,
  PRICE_MAX,
  PRICE_MIN,
  type PriceAndAvailability,
  type Unit,
} from '@host-portal/contracts/units';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { FormNumberField, NumberField } from '../../../components/ui/number-field.tsx';
import { FALLBACK_CURRENCY, toMajor, toMinor } from '../../../lib/money.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { TFunction } from '../../../lib/translator.ts';
import { propertiesConfigurationQueryOptions } from '../api/get-properties-configuration.ts';
import type { UnitFormPlace } from './form-place.ts';
import { type DiscountLabels, DiscountsFields, type SeasonLabels, SeasonsFields } from './price-lists.tsx';
import { UnitFormFrame } from './unit-form-frame.tsx';
import { unitPatchResolver } from './unit-resolver.ts';
import { useFocusField, useUnitSave } from './use-unit-save.ts';

/** The form shows prices in major units; the contract stores minor units. */
export type PriceValues = PriceAndAvailability;
type Values = { priceAndAvailability: PriceValues };
type Settings = PropertiesConfiguration['priceAndAvailabilitySettings'];

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
  'priceAndAvailability.losDiscounts',
] as const;

/** The contract's checks, the configuration's discount limits, and a maximum stay not below the minimum. */
function priceResolver(t: TFunction, settings: Settings | undefined): Resolver<Values> {
  const contract = unitPatchResolver<Values>(t, (v) => toBody(v.priceAndAvailability), scale);
  return async (values, context, options) => {
    const result = await contract(values, context, options);
    const v = values.priceAndAvailability;
    const errors: Record<string, { type: string; message: string }> = {};
    if (v.maximumStay < v.minimumStay && !result.errors.priceAndAvailability?.maximumStay) {
      errors.maximumStay = { type: 'min', message: t('units.errors.min', { min: v.minimumStay }) };
    }
    const maxPercent = settings?.losDiscount.maxPercent;
    const losErrors = v.losDiscounts.map((d) =>
      maxPercent !== undefined && d.percent > maxPercent
        ? { percent: { type: 'max', message: t('units.errors.max', { max: maxPercent }) } }
        : undefined,
    );
    if (Object.keys(errors).length === 0 && losErrors.every((e) => !e)) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        priceAndAvailability: {
          ...(losErrors.some(Boolean) ? { losDiscounts: losErrors } : {}),
          ...errors,
          ...result.errors.priceAndAvailability,
        },
      } as never,
    };
  };
}

export interface PriceFormProps extends UnitFormPlace {
  unit: Unit;
  /** price: price, stay limits, notice and discounts; seasons: the seasons. Both by default. */
  sections?: readonly ('price' | 'seasons')[];
  /** The configuration's price settings when the place has them; loaded here otherwise. */
  settings?: Settings;
  /** The currency as a field of its own (unit page) or only in the price's label (listing). */
  currencyField?: boolean;
  /** Translated texts where the place words them differently. */
  labels?: { nightlyPrice?: string; minimumStay?: string; maximumStay?: string; minimumNotice?: string };
  /** The label of a notice option (0 is the same day). */
  noticeLabel?: (days: number) => string;
  discountLabels?: Partial<DiscountLabels>;
  seasonLabels?: Partial<SeasonLabels>;
}

/** Nightly price, stay limits, notice, length-of-stay discounts and seasons (000 section 5). */
export function PriceForm({
  unit,
  sections = ['price', 'seasons'],
  settings: given,
  currencyField = true,
  labels = {},
  noticeLabel,
  discountLabels,
  seasonLabels,
  frame: Frame = UnitFormFrame,
  ...place
}: PriceFormProps) {
  const { t, i18n } = useTranslation();
  const config = useQuery({ ...propertiesConfigurationQueryOptions(i18n.language), enabled: !given });
  const settings = given ?? config.data?.priceAndAvailabilitySettings;
  const form = useForm<Values>({
    resolver: priceResolver(t, settings),
    values: { priceAndAvailability: fromUnit(unit.priceAndAvailability) },
    resetOptions: { keepDirtyValues: true },
  });
  // The resolver validates the body, whose paths start at priceAndAvailability too.
  const { save, saving } = useUnitSave(unit, form, FIELDS, place);
  useFocusField(form);
  const { errors } = form.formState;
  const p = 'priceAndAvailability' as const;
  const notice = settings?.minimumNoticeOptions.length
    ? settings.minimumNoticeOptions
    : MINIMUM_NOTICE_OPTIONS;

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
          {currencyField && (
            <TextInput
              label={t('units.price.currency')}
              maxLength={3}
              required
              error={errors[p]?.currency?.message}
              {...form.register(`${p}.currency`)}
            />
          )}
          <Controller
            control={form.control}
            name={`${p}.nightlyPrice`}
            render={({ field, fieldState }) => (
              <NumberField
                label={labels.nightlyPrice ?? t('units.price.nightlyPrice')}
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
          <Controller
            control={form.control}
            name={`${p}.minimumNotice`}
            render={({ field, fieldState }) => (
              <Select
                label={labels.minimumNotice ?? t('units.price.minimumNotice')}
                required
                data={notice.map((n) => ({
                  value: String(n),
                  label:
                    noticeLabel?.(n) ??
                    (n === 0 ? t('units.price.sameDay') : t('units.price.days', { count: n })),
                }))}
                value={String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                allowDeselect={false}
                error={fieldState.error?.message}
                ref={field.ref}
              />
            )}
          />
          <FormNumberField
            control={form.control}
            name={`${p}.minimumStay`}
            label={labels.minimumStay ?? t('units.price.minimumStay')}
            required
            min={1}
            max={MAX_STAY_NIGHTS}
          />
          <FormNumberField
            control={form.control}
            name={`${p}.maximumStay`}
            label={labels.maximumStay ?? t('units.price.maximumStay')}
            required
            min={1}
            max={MAX_STAY_NIGHTS}
          />
        </SimpleGrid>
      )}
      {sections.includes('price') && (
        <DiscountsFields control={form.control} limits={settings?.losDiscount} labels={discountLabels} />
      )}
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
