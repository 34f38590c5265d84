import type { PropertiesConfiguration } from '@host-portal/contracts/listing';
import type { Unit } from '@host-portal/contracts/units';
import { Checkbox, Fieldset, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { propertiesConfigurationQueryOptions } from '../api/get-properties-configuration.ts';
import type { UnitFormPlace } from './form-place.ts';
import { UnitFormFrame } from './unit-form-frame.tsx';
import { unitPatchResolver } from './unit-resolver.ts';
import { useUnitSave } from './use-unit-save.ts';

interface AmenitiesValues {
  amenities: string[];
}

const toBody = (v: AmenitiesValues) => ({ amenities: v.amenities });

export interface AmenitiesFormProps extends UnitFormPlace {
  unit: Unit;
  /** The option lists when the place already has them; loaded here otherwise. */
  configuration?: PropertiesConfiguration;
}

/** Amenities grouped as the configuration says, the general group first (000 section 3). */
export function AmenitiesForm({
  unit,
  configuration,
  frame: Frame = UnitFormFrame,
  ...place
}: AmenitiesFormProps) {
  const { t, i18n } = useTranslation();
  const config = useQuery({
    ...propertiesConfigurationQueryOptions(i18n.language),
    enabled: !configuration,
  });
  const options = configuration ?? config.data;
  const form = useForm<AmenitiesValues>({
    resolver: unitPatchResolver(t, toBody),
    values: { amenities: unit.amenities },
    resetOptions: { keepDirtyValues: true },
  });
  const { save, saving } = useUnitSave(unit, form, ['amenities'], place);
  const groups = [...(options?.propertyUnit.amenityGroups ?? [])].sort(
    (a, b) => Number(b.key === 'general') - Number(a.key === 'general'),
  );

  return (
    <Frame
      title={place.title ?? t('units.amenities.heading')}
      description={place.description}
      error={form.formState.errors.root?.server?.message ?? form.formState.errors.amenities?.message}
      saving={saving}
      dirty={form.formState.isDirty}
      onSubmit={form.handleSubmit((v) => save(toBody(v)))}
    >
      {!options && config.isPending && (
        <Skeleton height={240} role="status" aria-label={t('commons.loading')} />
      )}
      {!options && config.isError && (
        <ErrorState error={config.error} onRetry={() => void config.refetch()} />
      )}
      {options && groups.length === 0 && <EmptyState title={t('listing.amenities.empty')} />}
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
    </Frame>
  );
}
