import { zodResolver } from '@hookform/resolvers/zod';
import { Radio, SimpleGrid, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { reportServerError } from '../../../features/listing/components/server-errors.ts';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { unitField } from '../../../features/listing/components/unit-fields.ts';
import { useUpdateUnit } from '../../../features/units/api/update-unit.ts';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { LISTING_TOASTS } from './listing-toasts.ts';

const schema = z.object({ accommodationType: unitField('accommodationType') });
type Values = z.infer<typeof schema>;

/** accommodationType as radio cards, the options from the properties configuration. */
export default function UnitTypeStep() {
  const { t } = useTranslation();
  const { unit, configuration, complete } = useListingStep();
  const update = useUpdateUnit(unit, LISTING_TOASTS);
  const form = useForm<Values>({
    resolver: zodResolver(schema, zodMessages(t)),
    defaultValues: { accommodationType: unit.accommodationType ?? undefined },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      return reportServerError(error, form.setError, ['accommodationType'], t);
    }
    await complete();
  });
  return (
    <StepLayout
      title={t('listing.unitType.title')}
      description={t('listing.unitType.description')}
      onSubmit={submit}
      pending={update.isPending}
      error={form.formState.errors.root?.server?.message}
    >
      <Controller
        control={form.control}
        name="accommodationType"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('listing.unitType.label')}
            value={field.value ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
            required
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs">
              {configuration.propertyUnit.accommodationTypes.map((type) => (
                <Radio.Card key={type} value={type} p="md" radius="md" withBorder>
                  <Radio.Indicator aria-hidden="true" />
                  <Text fw={600} mt={6}>
                    {t(`units.accommodationType.${type}`)}
                  </Text>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
    </StepLayout>
  );
}
