import { MAX_STAY_NIGHTS, PRICE_MAX, PRICE_MIN } from '@host-portal/contracts/units';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { FormNumberField, NumberField } from '../../../components/ui/number-field.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import type { PriceValues } from './price-form.tsx';

type Form = { priceAndAvailability: PriceValues };

const MAX_DISCOUNTS = 10;

/** Translated texts of the discount list where the place words them differently. */
export interface DiscountLabels {
  heading: string;
  empty: string;
  fromNights: string;
  /** A night count in the options list ("7 nights"). */
  nights: (count: number) => string;
  percentOff: string;
  remove: (number: number) => string;
  add: string;
}

/** What the configuration allows (priceAndAvailabilitySettings.losDiscount). */
export interface DiscountLimits {
  minNightsOptions: readonly number[];
  maxPercent: number;
}

/** Length-of-stay discounts: from N nights, P percent off; the configuration's choices when given. */
export function DiscountsFields({
  control,
  limits,
  labels = {},
}: {
  control: Control<Form>;
  limits?: DiscountLimits | undefined;
  labels?: Partial<DiscountLabels>;
}) {
  const { t } = useTranslation();
  const list = useFieldArray({ control, name: 'priceAndAvailability.losDiscounts' });
  const nights = limits?.minNightsOptions.length ? limits.minNightsOptions : null;
  const headingId = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        {labels.heading ?? t('units.price.discounts')}
      </Title>
      {list.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {labels.empty ?? t('units.price.noDiscounts')}
        </Text>
      )}
      {list.fields.map((item, index) => (
        <Group key={item.id} align="flex-end" gap="sm" wrap="wrap">
          {nights ? (
            <Controller
              control={control}
              name={`priceAndAvailability.losDiscounts.${index}.minNights`}
              render={({ field, fieldState }) => (
                <Select
                  label={labels.fromNights ?? t('units.price.fromNights')}
                  allowDeselect={false}
                  value={String(field.value)}
                  onChange={(v) => field.onChange(Number(v))}
                  data={nights.map((n) => ({
                    value: String(n),
                    label: labels.nights?.(n) ?? String(n),
                  }))}
                  error={fieldState.error?.message}
                  w={180}
                />
              )}
            />
          ) : (
            <FormNumberField
              control={control}
              name={`priceAndAvailability.losDiscounts.${index}.minNights`}
              label={labels.fromNights ?? t('units.price.fromNights')}
              min={2}
              max={365}
            />
          )}
          <FormNumberField
            control={control}
            name={`priceAndAvailability.losDiscounts.${index}.percent`}
            label={labels.percentOff ?? t('units.price.percentOff')}
            min={1}
            max={limits?.maxPercent ?? 90}
            suffix=" %"
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={() => list.remove(index)}
            aria-label={labels.remove?.(index + 1) ?? t('units.price.removeDiscount', { number: index + 1 })}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      {list.fields.length < MAX_DISCOUNTS && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => list.append({ minNights: nights?.[0] ?? 7, percent: 10 })}
          style={{ alignSelf: 'flex-start' }}
        >
          {labels.add ?? t('units.price.addDiscount')}
        </Button>
      )}
    </Stack>
  );
}

const MAX_SEASONS = 50;

/** Translated texts of the season list where the place words them differently. */
export interface SeasonLabels {
  /** null: no heading of its own (the listing step's h1 says it). */
  heading: string | null;
  empty: string;
  season: (number: number) => string;
  name: string;
  nightlyPrice: string;
  dateFrom: string;
  dateTo: string;
  minimumStay: string;
  remove: (number: number) => string;
  add: string;
}

/** Seasons with their own nightly price and minimum stay. */
export function SeasonsFields({
  control,
  register,
  errors,
  labels = {},
  newSeasonPrice = Number.NaN,
}: {
  control: Control<Form>;
  register: UseFormRegister<Form>;
  errors?: FieldErrors<PriceValues>['seasons'];
  labels?: Partial<SeasonLabels>;
  /** What a new season's price starts at (the listing: the nightly price). */
  newSeasonPrice?: number;
}) {
  const { t } = useTranslation();
  const list = useFieldArray({ control, name: 'priceAndAvailability.seasons' });
  const heading = labels.heading === undefined ? t('units.price.seasons') : labels.heading;
  return (
    <Stack gap="xs">
      {heading && (
        <Title order={3} fz="md">
          {heading}
        </Title>
      )}
      {list.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {labels.empty ?? t('units.price.noSeasons')}
        </Text>
      )}
      {list.fields.map((item, index) => (
        <Fieldset
          key={item.id}
          legend={labels.season?.(index + 1) ?? t('units.price.seasonNumber', { number: index + 1 })}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={labels.name ?? t('units.price.seasonName')}
              required
              maxLength={80}
              error={errors?.[index]?.name?.message}
              {...register(`priceAndAvailability.seasons.${index}.name`)}
            />
            <Controller
              control={control}
              name={`priceAndAvailability.seasons.${index}.nightlyPrice`}
              render={({ field, fieldState }) => (
                <NumberField
                  label={labels.nightlyPrice ?? t('units.price.nightlyPrice')}
                  required
                  min={PRICE_MIN}
                  max={PRICE_MAX}
                  decimals={2}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextInput
              type="date"
              label={labels.dateFrom ?? t('units.price.dateFrom')}
              required
              error={errors?.[index]?.dateFrom?.message}
              {...register(`priceAndAvailability.seasons.${index}.dateFrom`)}
            />
            <TextInput
              type="date"
              label={labels.dateTo ?? t('units.price.dateTo')}
              required
              error={errors?.[index]?.dateTo?.message}
              {...register(`priceAndAvailability.seasons.${index}.dateTo`)}
            />
            <Controller
              control={control}
              name={`priceAndAvailability.seasons.${index}.minimumStay`}
              render={({ field, fieldState }) => (
                <NumberField
                  label={labels.minimumStay ?? t('units.price.minimumStay')}
                  min={1}
                  max={MAX_STAY_NIGHTS}
                  value={field.value}
                  onChange={(v) => field.onChange(Number.isNaN(v) ? null : v)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={() => list.remove(index)}
            >
              {labels.remove?.(index + 1) ?? t('units.price.removeSeason')}
            </Button>
          </Group>
        </Fieldset>
      ))}
      {list.fields.length < MAX_SEASONS && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() =>
            list.append({
              name: '',
              dateFrom: '',
              dateTo: '',
              nightlyPrice: newSeasonPrice,
              minimumStay: null,
            })
          }
          style={{ alignSelf: 'flex-start' }}
        >
          {labels.add ?? t('units.price.addSeason')}
        </Button>
      )}
    </Stack>
  );
}
