import { MAX_STAY_NIGHTS, PRICE_MAX, PRICE_MIN } from '@host-portal/contracts/units';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField, NumberField } from '../../../components/ui/number-field.tsx';
import type { PriceValues } from './price-form.tsx';

type Form = { priceAndAvailability: PriceValues };

/** Length-of-stay discounts: from N nights, P percent off. */
export function DiscountsFields({ control }: { control: Control<Form> }) {
  const { t } = useTranslation();
  const list = useFieldArray({ control, name: 'priceAndAvailability.losDiscounts' });
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('units.price.discounts')}
      </Title>
      {list.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('units.price.noDiscounts')}
        </Text>
      )}
      {list.fields.map((item, index) => (
        <Group key={item.id} align="flex-end" gap="sm" wrap="wrap">
          <FormNumberField
            control={control}
            name={`priceAndAvailability.losDiscounts.${index}.minNights`}
            label={t('units.price.fromNights')}
            min={2}
            max={365}
          />
          <FormNumberField
            control={control}
            name={`priceAndAvailability.losDiscounts.${index}.percent`}
            label={t('units.price.percentOff')}
            min={1}
            max={90}
            suffix=" %"
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={() => list.remove(index)}
            aria-label={t('units.price.removeDiscount', { number: index + 1 })}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden="true" />}
        onClick={() => list.append({ minNights: 7, percent: 10 })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('units.price.addDiscount')}
      </Button>
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
