import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { reportServerError } from '../../../features/listing/components/server-errors.ts';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { unitField } from '../../../features/listing/components/unit-fields.ts';
import { useUpdateUnit } from '../../../features/units/api/update-unit.ts';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { LISTING_TOASTS } from './listing-toasts.ts';

const schema = z.object({ amenities: unitField('amenities') });
type Values = z.infer<typeof schema>;

/** Grouped checkboxes from the configuration, the general group first (000 section 3). */
export default function AmenitiesStep() {
  const { t } = useTranslation();
  const { unit, configuration, complete } = useListingStep();
  const update = useUpdateUnit(unit, LISTING_TOASTS);
  const groups = [...configuration.propertyUnit.amenityGroups].sort(
    (a, b) => Number(b.key === 'general') - Number(a.key === 'general'),
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema, zodMessages(t)),
    defaultValues: { amenities: unit.amenities },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      return reportServerError(error, form.setError, ['amenities'], t);
    }
    await complete();
  });
  return (
    <StepLayout
      title={t('listing.amenities.title')}
      description={t('listing.amenities.description')}
      onSubmit={submit}
      pending={update.isPending}
      error={form.formState.errors.root?.server?.message ?? form.formState.errors.amenities?.message}
    >
      {groups.length === 0 && <EmptyState title={t('listing.amenities.empty')} />}
      <Controller
        control={form.control}
        name="amenities"
        render={({ field }) => (
          <Stack gap="lg">
            {groups.map((group) => (
              <Checkbox.Group
                key={group.key}
                label={group.label}
                value={field.value}
                onChange={(checked) => {
                  // Each group only reports its own boxes: keep the other groups' choices.
                  const own = new Set(group.amenities.map((a) => a.key));
                  field.onChange([
                    ...field.value.filter((key) => !own.has(key)),
                    ...checked.filter((key) => own.has(key)),
                  ]);
                }}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                  {group.amenities.map((a) => (
                    <Checkbox key={a.key} value={a.key} label={a.label} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            ))}
          </Stack>
        )}
      />
    </StepLayout>
  );
}
