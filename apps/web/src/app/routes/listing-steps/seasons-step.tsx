import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_STAY_NIGHTS, PRICE_MAX, PRICE_MIN, seasonSchema } from '@host-portal/contracts/units';
import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { NumberField } from '../../../components/ui/number-field.tsx';
import { reportServerError } from '../../../features/listing/components/server-errors.ts';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { useUpdateUnit } from '../../../features/units/api/update-unit.ts';
import { toMajor, toMinor } from '../../../lib/money.ts';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { LISTING_TOASTS } from './listing-toasts.ts';

const MAX_SEASONS = 50;
const row = z
  .object({
    name: seasonSchema.shape.name,
    dateFrom: seasonSchema.shape.dateFrom,
    dateTo: seasonSchema.shape.dateTo,
    nightlyPrice: z.number().min(PRICE_MIN).max(PRICE_MAX),
    minimumStay: seasonSchema.shape.minimumStay,
  })
  .refine((s) => s.dateTo > s.dateFrom, { path: ['dateTo'] });
const schema = z.object({ seasons: z.array(row).max(MAX_SEASONS) });
type Values = z.infer<typeof schema>;

/** Seasons with their own nightly price and minimum stay. */
export default function SeasonsStep() {
  const { t } = useTranslation();
  const { unit, linkTo } = useListingStep();
  if (!unit.priceAndAvailability) {
    return (
      <StepLayout title={t('listing.seasons.title')} hideContinue>
        <EmptyState
          title={t('listing.seasons.noPrice')}
          action={
            <Button component={Link} to={linkTo('price-and-availability')}>
              {t('listing.step.price-and-availability')}
            </Button>
          }
        />
      </StepLayout>
    );
  }
  return <SeasonsForm />;
}

function SeasonsForm() {
  const { t } = useTranslation();
  const { unit, complete } = useListingStep();
  const update = useUpdateUnit(unit, LISTING_TOASTS);
  const price = unit.priceAndAvailability!;
  const form = useForm<Values>({
    resolver: zodResolver(schema, zodMessages(t)),
    defaultValues: { seasons: price.seasons.map((s) => ({ ...s, nightlyPrice: toMajor(s.nightlyPrice) })) },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'seasons' });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        priceAndAvailability: {
          ...price,
          seasons: values.seasons.map((s) => ({ ...s, nightlyPrice: toMinor(s.nightlyPrice) })),
        },
      });
    } catch (error) {
      return reportServerError(error, form.setError, [], t);
    }
    await complete();
  });
  return (
    <StepLayout
      title={t('listing.seasons.title')}
      description={t('listing.seasons.description')}
      onSubmit={submit}
      pending={update.isPending}
      error={errors.root?.server?.message}
    >
      {fields.length === 0 && <Text c="dimmed">{t('listing.seasons.empty')}</Text>}
      {fields.map((f, index) => {
        const e = errors.seasons?.[index];
        return (
          <Fieldset key={f.id} legend={t('listing.seasons.season', { number: index + 1 })}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('listing.seasons.name')}
                required
                maxLength={80}
                error={e?.name?.message}
                {...form.register(`seasons.${index}.name`)}
              />
              <Controller
                control={form.control}
                name={`seasons.${index}.nightlyPrice`}
                render={({ field }) => (
                  <NumberField
                    label={t('listing.price.nightly', { currency: price.currency })}
                    required
                    min={PRICE_MIN}
                    max={PRICE_MAX}
                    decimals={2}
                    value={field.value}
                    onChange={(v) => field.onChange(Number.isNaN(v) ? undefined : v)}
                    error={e?.nightlyPrice?.message}
                  />
                )}
              />
              <TextInput
                type="date"
                label={t('listing.seasons.from')}
                required
                error={e?.dateFrom?.message}
                {...form.register(`seasons.${index}.dateFrom`)}
              />
              <TextInput
                type="date"
                label={t('listing.seasons.to')}
                required
                error={e?.dateTo?.message ? t('listing.seasons.endAfterStart') : undefined}
                {...form.register(`seasons.${index}.dateTo`)}
              />
              <Controller
                control={form.control}
                name={`seasons.${index}.minimumStay`}
                render={({ field }) => (
                  <NumberField
                    label={t('listing.price.minimumStay')}
                    min={1}
                    max={MAX_STAY_NIGHTS}
                    value={field.value}
                    onChange={(v) => field.onChange(Number.isNaN(v) ? null : v)}
                    error={e?.minimumStay?.message}
                  />
                )}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={() => remove(index)}
                aria-label={t('listing.seasons.remove', { number: index + 1 })}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Fieldset>
        );
      })}
      {fields.length < MAX_SEASONS && (
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            append({
              name: '',
              dateFrom: '',
              dateTo: '',
              nightlyPrice: toMajor(price.nightlyPrice),
              minimumStay: null,
            })
          }
        >
          {t('listing.seasons.add')}
        </Button>
      )}
    </StepLayout>
  );
}
