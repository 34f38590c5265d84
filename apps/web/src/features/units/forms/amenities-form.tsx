import type { Unit } from '@host-portal/contracts/units';
import { Checkbox, Fieldset, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { usePropertiesConfiguration } from '../api/get-properties-configuration.ts';
import { UnitFormFrame } from './unit-form-frame.tsx';
import { unitPatchResolver } from './unit-resolver.ts';
import { useUnitSave } from './use-unit-save.ts';

interface AmenitiesValues {
  amenities: string[];
}

const toBody = (v: AmenitiesValues) => ({ amenities: v.amenities });

/** Amenities grouped as the configuration says, the general group first (000 section 3). */
export function AmenitiesForm({ unit }: { unit: Unit }) {
  const { t } = useTranslation();
  const config = usePropertiesConfiguration();
  const form = useForm<AmenitiesValues>({
    resolver: unitPatchResolver(t, toBody),
    values: { amenities: unit.amenities },
    resetOptions: { keepDirtyValues: true },
  });
  const { save, saving } = useUnitSave(unit, form, ['amenities']);
  const groups = [...(config.data?.propertyUnit.amenityGroups ?? [])].sort(
    (a, b) => Number(b.key === 'general') - Number(a.key === 'general'),
  );

  return (
    <UnitFormFrame
      title={t('units.amenities.heading')}
      error={form.formState.errors.root?.server?.message ?? form.formState.errors.amenities?.message}
      saving={saving}
      dirty={form.formState.isDirty}
      onSubmit={form.handleSubmit((v) => save(toBody(v)))}
    >
      {config.isPending && <Skeleton height={240} aria-label={t('commons.loading')} />}
      {config.isError && <ErrorState error={config.error} onRetry={() => void config.refetch()} />}
      <Controller
        control={form.control}
        name="amenities"
        render={({ field }) => (
          <Stack gap="md">
            {groups.map((group) => (
              <Fieldset key={group.key} legend={group.label} variant="unstyled">
                <Checkbox.Group value={field.value} onChange={field.onChange}>
                  <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
                    {group.amenities.map((amenity) => (
                      <Checkbox key={amenity.key} value={amenity.key} label={amenity.label} />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              </Fieldset>
            ))}
          </Stack>
        )}
      />
    </UnitFormFrame>
  );
}
