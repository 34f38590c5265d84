import { zodResolver } from '@hookform/resolvers/zod';
import { geocodeResultSchema } from '@host-portal/contracts/listing';
import { Autocomplete, Loader, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { type GeocodeItem, useSearchLocations } from '../../../features/listing/api/search-locations.ts';
import { reportServerError } from '../../../features/listing/components/server-errors.ts';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { useSavePropertyLocation } from '../../../features/properties/api/save-property-location.ts';
import { useAppContext } from '../../../lib/app-context.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from '../../../lib/use-debounced-search.ts';

const schema = z.object({
  place: geocodeResultSchema.shape.items.element.nullable().refine((p) => p !== null),
});
type Values = { place: GeocodeItem | null };

/** City autocomplete from the server's gazetteer (350 ms debounce); saved as a draft location. */
export default function LocationStep() {
  const { t } = useTranslation();
  const { locale } = useAppContext();
  const { propertyId, property, complete } = useListingStep();
  const saved = property.location;
  const save = useSavePropertyLocation(propertyId);
  const search = useDebouncedSearch('', SEARCH_DEBOUNCE_MS);
  const results = useSearchLocations(search.debounced, locale);
  const items = search.debounced.length >= 2 ? (results.data?.items ?? []) : [];
  const form = useForm<Values>({
    resolver: zodResolver(schema, { error: () => t('listing.location.choose') }) as never,
    defaultValues: { place: null },
  });
  const { setValue: setSearch } = search;

  useEffect(() => {
    if (!saved) return;
    form.setValue('place', {
      label: saved.formattedAddress ?? `${saved.city}, ${saved.countryName ?? saved.countryCode}`,
      city: saved.city,
      countryCode: saved.countryCode,
      countryName: saved.countryName ?? saved.countryCode,
      latitude: saved.latitude ?? 0,
      longitude: saved.longitude ?? 0,
    });
    setSearch(saved.formattedAddress ?? saved.city);
  }, [saved, form, setSearch]);

  const submit = form.handleSubmit(async ({ place }) => {
    if (!place) return;
    const same = saved && saved.city === place.city && saved.countryCode === place.countryCode;
    try {
      await save.mutateAsync({
        action: 'draft',
        location: {
          ...(same ? saved : {}),
          countryCode: place.countryCode,
          countryName: place.countryName,
          city: place.city,
          formattedAddress: place.label,
          latitude: same ? (saved.latitude ?? place.latitude) : place.latitude,
          longitude: same ? (saved.longitude ?? place.longitude) : place.longitude,
        },
      });
    } catch (error) {
      return reportServerError(error, form.setError, ['place'], t);
    }
    await complete();
  });

  return (
    <StepLayout
      title={t('listing.location.title')}
      description={t('listing.location.description')}
      onSubmit={submit}
      pending={save.isPending}
      error={form.formState.errors.root?.server?.message}
    >
      <Controller
        control={form.control}
        name="place"
        render={({ field, fieldState }) => (
          <Autocomplete
            label={t('listing.location.label')}
            description={t('listing.location.hint')}
            placeholder={t('listing.location.placeholder')}
            required
            leftSection={<IconMapPin size={16} aria-hidden="true" />}
            rightSection={results.isFetching ? <Loader size="xs" aria-label={t('commons.loading')} /> : null}
            value={search.value}
            onChange={(value) => {
              search.setValue(value);
              if (field.value && value !== field.value.label) field.onChange(null);
            }}
            data={[...new Set(items.map((i) => i.label))]}
            filter={({ options }) => options}
            onOptionSubmit={(label) => field.onChange(items.find((i) => i.label === label) ?? null)}
            error={fieldState.error?.message}
          />
        )}
      />
      {results.isError && (
        <Text size="sm" c="red" role="alert">
          {t('listing.location.searchFailed')}
        </Text>
      )}
      {!results.isFetching && search.debounced.length >= 2 && results.data && items.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {t('listing.location.noResults')}
        </Text>
      )}
    </StepLayout>
  );
}
