import { zodResolver } from '@hookform/resolvers/zod';
import { type BulkEdit, CALENDAR_RULES } from '@host-portal/contracts/calendar';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { NumberField } from '../../../../components/ui/number-field.tsx';
import { toMinor } from '../../../../lib/money.ts';
import type { TFunction } from '../../../../lib/translation.tsx';
import { zodMessages } from '../../../../lib/zod-messages.ts';
import { useBulkEdit } from '../../api/calendar-api.ts';
import { type DateWindow, nightCount } from './calendar-window.ts';
import type { CalendarFormat } from './cell-format.ts';
import { clashDetail, toastFailure, toastSuccess } from './notify.ts';

export const priceFormSchema = (t: TFunction) =>
  z
    .object({
      /** major units, as the host types them; null when left empty */
      nightlyPrice: z
        .number()
        .min(1)
        .max(CALENDAR_RULES.maxNightlyPrice / 100)
        .nullable(),
      minimumStay: z.number().int().min(1).max(CALENDAR_RULES.maxMinimumStay).nullable(),
    })
    .refine((v) => v.nightlyPrice !== null || v.minimumStay !== null, {
      path: ['nightlyPrice'],
      message: t('calendar.month.priceOrStay'),
    });
export type PriceFormValues = z.infer<ReturnType<typeof priceFormSchema>>;

/** The bulk call's price fields: the price in minor units; an empty field leaves that value as it is. */
export function priceBody(values: PriceFormValues): Pick<BulkEdit, 'nightlyPrice' | 'minimumStay'> {
  return {
    ...(values.nightlyPrice !== null ? { nightlyPrice: toMinor(values.nightlyPrice) } : {}),
    ...(values.minimumStay !== null ? { minimumStay: values.minimumStay } : {}),
  };
}

/**
 * The nightly price and minimum stay of the selected nights (the bulk call with this one unit), or
 * back to the listing's own (null for both).
 */
export function PriceForm({
  unitId,
  range,
  fmt,
  onClash,
}: {
  unitId: string;
  range: DateWindow;
  fmt: CalendarFormat;
  onClash: (detail: string | null) => void;
}) {
  const { t } = fmt;
  const bulk = useBulkEdit();
  const [pending, setPending] = useState<'save' | 'reset' | null>(null);
  const schema = useMemo(() => priceFormSchema(t), [t]);
  const form = useForm<PriceFormValues>({
    resolver: zodResolver(schema, zodMessages(t)),
    defaultValues: { nightlyPrice: null, minimumStay: null },
  });
  const count = nightCount(range);
  const tooLong = count > CALENDAR_RULES.bulkMaxDays;

  const send = async (which: 'save' | 'reset', body: Pick<BulkEdit, 'nightlyPrice' | 'minimumStay'>) => {
    onClash(null);
    setPending(which);
    try {
      const result = await bulk.mutateAsync({ unitIds: [unitId], ...range, action: 'price', ...body });
      const done = t(which === 'save' ? 'calendar.month.priceSaved' : 'calendar.month.priceReset', {
        count: result.nightsChanged,
      });
      const left = result.nightsUntouched
        ? ` ${t('calendar.month.nightsUntouched', { count: result.nightsUntouched })}`
        : '';
      toastSuccess(`${done}${left}`);
      form.reset();
    } catch (error) {
      const clash = clashDetail(error, t);
      if (clash) onClash(clash);
      else toastFailure(error, t);
    } finally {
      setPending(null);
    }
  };

  const submit = form.handleSubmit((values) => send('save', priceBody(values)));

  return (
    <form onSubmit={submit} noValidate aria-labelledby="calendar-price-heading">
      <Stack gap="sm">
        <Title order={3} fz="md" id="calendar-price-heading">
          {t('calendar.month.priceHeading')}
        </Title>
        {tooLong && (
          <Alert color="yellow" variant="light">
            {t('calendar.month.priceTooLong', { count: CALENDAR_RULES.bulkMaxDays })}
          </Alert>
        )}
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="nightlyPrice"
            render={({ field, fieldState }) => (
              <NumberField
                label={t('calendar.month.nightlyPrice', { currency: fmt.currency })}
                decimals={2}
                value={field.value}
                onChange={(v) => field.onChange(Number.isNaN(v) ? null : v)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="minimumStay"
            render={({ field, fieldState }) => (
              <NumberField
                label={t('calendar.month.minimumStayField')}
                value={field.value}
                onChange={(v) => field.onChange(Number.isNaN(v) ? null : v)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </Stack>
        <Text size="xs" c="dimmed">
          {t('calendar.month.priceHint')}
        </Text>
        <Group gap="sm">
          <Button type="submit" loading={pending === 'save'} disabled={tooLong || pending === 'reset'}>
            {t('calendar.month.priceSave')}
          </Button>
          <Button
            variant="subtle"
            loading={pending === 'reset'}
            disabled={tooLong || pending === 'save'}
            onClick={() => send('reset', { nightlyPrice: null, minimumStay: null })}
          >
            {t('calendar.month.priceResetButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
