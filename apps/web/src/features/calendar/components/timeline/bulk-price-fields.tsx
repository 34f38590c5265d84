import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { NumberField } from '../../../../components/ui/number-field.tsx';
import type { TFunction } from '../../../../lib/translation.tsx';
import type { BulkForm } from './bulk-edit-form.ts';

/**
 * The nightly price and minimum stay of a price edit: each may be left empty (kept as it is) or
 * set back to the listing's own value.
 */
export function BulkPriceFields({
  form,
  onChange,
  currencies,
  priceError,
  minimumStayError,
  t,
}: {
  form: BulkForm;
  onChange: (patch: Partial<BulkForm>) => void;
  currencies: string[];
  priceError: string | undefined;
  minimumStayError: string | undefined;
  t: TFunction;
}) {
  const currency = currencies.length === 1 ? currencies[0] : undefined;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Stack gap={6}>
          <NumberField
            label={
              currency ? t('calendar.timeline.bulk.priceIn', { currency }) : t('calendar.timeline.bulk.price')
            }
            description={t('calendar.timeline.bulk.priceHint')}
            decimals={2}
            min={0}
            value={form.priceReset ? Number.NaN : form.price}
            onChange={(price) => onChange({ price })}
            disabled={form.priceReset}
            error={priceError}
          />
          <Checkbox
            label={t('calendar.timeline.bulk.priceReset')}
            checked={form.priceReset}
            onChange={(event) => onChange({ priceReset: event.currentTarget.checked })}
          />
        </Stack>
        <Stack gap={6}>
          <NumberField
            label={t('calendar.timeline.bulk.minimumStay')}
            description={t('calendar.timeline.bulk.minimumStayHint')}
            min={1}
            value={form.minimumStayReset ? Number.NaN : form.minimumStay}
            onChange={(minimumStay) => onChange({ minimumStay })}
            disabled={form.minimumStayReset}
            error={minimumStayError}
          />
          <Checkbox
            label={t('calendar.timeline.bulk.minimumStayReset')}
            checked={form.minimumStayReset}
            onChange={(event) => onChange({ minimumStayReset: event.currentTarget.checked })}
          />
        </Stack>
      </SimpleGrid>
      {currencies.length > 1 && (
        <Text size="sm" c="dimmed">
          {t('calendar.timeline.bulk.mixedCurrencies', { currencies: currencies.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
