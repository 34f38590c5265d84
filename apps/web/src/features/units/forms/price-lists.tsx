import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
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

/** Seasons with their own nightly price and minimum stay. */
export function SeasonsFields({
  control,
  register,
  errors,
}: {
  control: Control<Form>;
  register: UseFormRegister<Form>;
  errors?: FieldErrors<PriceValues>['seasons'];
}) {
  const { t } = useTranslation();
  const list = useFieldArray({ control, name: 'priceAndAvailability.seasons' });
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('units.price.seasons')}
      </Title>
      {list.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('units.price.noSeasons')}
        </Text>
      )}
      {list.fields.map((item, index) => (
        <Card key={item.id} withBorder padding="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('units.price.seasonName')}
              maxLength={80}
              error={errors?.[index]?.name?.message}
              {...register(`priceAndAvailability.seasons.${index}.name`)}
            />
            <Controller
              control={control}
              name={`priceAndAvailability.seasons.${index}.nightlyPrice`}
              render={({ field, fieldState }) => (
                <NumberField
                  label={t('units.price.nightlyPrice')}
                  decimals={2}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextInput
              type="date"
              label={t('units.price.dateFrom')}
              error={errors?.[index]?.dateFrom?.message}
              {...register(`priceAndAvailability.seasons.${index}.dateFrom`)}
            />
            <TextInput
              type="date"
              label={t('units.price.dateTo')}
              error={errors?.[index]?.dateTo?.message}
              {...register(`priceAndAvailability.seasons.${index}.dateTo`)}
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
              {t('units.price.removeSeason')}
            </Button>
          </Group>
        </Card>
      ))}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden="true" />}
        onClick={() =>
          list.append({ name: '', dateFrom: '', dateTo: '', nightlyPrice: Number.NaN, minimumStay: null })
        }
        style={{ alignSelf: 'flex-start' }}
      >
        {t('units.price.addSeason')}
      </Button>
    </Stack>
  );
}
