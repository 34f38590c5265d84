import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, Controller, type FieldErrors, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/ui/number-field.tsx';

export interface LosDiscountRow {
  minNights: number;
  percent: number;
}
type WithDiscounts = { losDiscounts: LosDiscountRow[] };

const MAX_ROWS = 10;

/** Length-of-stay discounts: from N nights, X % off. */
export function LosDiscountsEditor({
  control,
  errors,
  minNightsOptions,
  maxPercent,
}: {
  control: Control<WithDiscounts>;
  errors: FieldErrors<WithDiscounts>['losDiscounts'];
  minNightsOptions: readonly number[];
  maxPercent: number;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'losDiscounts' });
  const nights = minNightsOptions.length ? minNightsOptions : [7, 14, 28];
  return (
    <Stack gap="sm" role="group" aria-labelledby="los-discounts-heading">
      <Text id="los-discounts-heading" fw={600}>
        {t('listing.price.losDiscounts')}
      </Text>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('listing.price.noLosDiscounts')}
        </Text>
      )}
      {fields.map((row, index) => (
        <Group key={row.id} align="flex-end" gap="sm" wrap="nowrap">
          <Controller
            control={control}
            name={`losDiscounts.${index}.minNights`}
            render={({ field }) => (
              <Select
                label={t('listing.price.fromNights')}
                allowDeselect={false}
                value={String(field.value)}
                onChange={(v) => field.onChange(Number(v))}
                data={nights.map((n) => ({
                  value: String(n),
                  label: t('listing.price.nights', { count: n }),
                }))}
                error={errors?.[index]?.minNights?.message}
                style={{ flex: 1 }}
              />
            )}
          />
          <Controller
            control={control}
            name={`losDiscounts.${index}.percent`}
            render={({ field }) => (
              <NumberField
                label={t('listing.price.percentOff')}
                min={1}
                max={maxPercent}
                suffix=" %"
                value={field.value}
                onChange={field.onChange}
                error={errors?.[index]?.percent?.message}
                style={{ flex: 1 }}
              />
            )}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            onClick={() => remove(index)}
            aria-label={t('listing.price.removeDiscount', { number: index + 1 })}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      {fields.length < MAX_ROWS && (
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => append({ minNights: nights[0] ?? 7, percent: 10 })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('listing.price.addDiscount')}
        </Button>
      )}
    </Stack>
  );
}
