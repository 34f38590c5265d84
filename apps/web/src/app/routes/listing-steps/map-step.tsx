import { propertyLocationSchema } from '@host-portal/contracts/listing';
import { Anchor, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { NumberField } from '../../../components/ui/number-field.tsx';
import { searchLocationsQueryOptions } from '../../../features/listing/api/search-locations.ts';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { useSavePropertyLocation } from '../../../features/properties/api/save-property-location.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useAppContext } from '../../../lib/app-context.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
// Leaflet and its style sheet load only when this step opens
const PinMap = lazy(() => import('../../../features/listing/components/pin-map.tsx'));

/**
 * The pin: dragged or clicked on a lazily loaded Leaflet map, typed as latitude and longitude, or
 * taken from the city centre. Works with no map tiles (offline) and by keyboard (the fields).
 */
export default function MapStep() {
  const { t } = useTranslation();
  const { locale } = useAppContext();
  const queryClient = useQueryClient();
  const { propertyId, property, linkTo, complete } = useListingStep();
  const saved = property.location;
  const save = useSavePropertyLocation(propertyId);
  const [lat, setLat] = useState<number>(saved?.latitude ?? Number.NaN);
  const [lon, setLon] = useState<number>(saved?.longitude ?? Number.NaN);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string>();
  const [centreError, setCentreError] = useState<string>();

  if (!saved?.countryCode) {
    return (
      <StepLayout title={t('listing.map.title')} hideContinue>
        <EmptyState
          title={t('listing.address.noLocation')}
          action={
            <Button component={Link} to={linkTo('location')}>
              {t('listing.step.location')}
            </Button>
          }
        />
      </StepLayout>
    );
  }

  const takeCityCentre = async () => {
    setCentreError(undefined);
    try {
      const found = await queryClient.fetchQuery(searchLocationsQueryOptions(saved.city, locale));
      const match =
        found.items.find((i) => i.countryCode === saved.countryCode && i.city === saved.city) ??
        found.items[0];
      if (!match) throw new Error('no match');
      setLat(round6(match.latitude));
      setLon(round6(match.longitude));
    } catch {
      setCentreError(t('listing.map.centreFailed'));
    }
  };

  const latitude = lat;
  const longitude = lon;
  // the bound as the field's error (never a silent clamp to ±90/±180)
  const messages = zodMessages(t);
  const fieldError = (schema: typeof propertyLocationSchema.shape.latitude, value: number) => {
    const parsed = schema.safeParse(Number.isNaN(value) ? undefined : value, messages);
    if (Number.isNaN(value)) return touched ? t('forms.errors.required') : undefined;
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };
  const latitudeError = fieldError(propertyLocationSchema.shape.latitude, latitude);
  const longitudeError = fieldError(propertyLocationSchema.shape.longitude, longitude);
  const valid = !Number.isNaN(latitude + longitude) && !latitudeError && !longitudeError;

  return (
    <StepLayout
      title={t('listing.map.title')}
      description={t('listing.map.description')}
      pending={save.isPending}
      error={error}
      onSubmit={async (event) => {
        event.preventDefault();
        setError(undefined);
        setTouched(true);
        if (!valid) return setError(t('listing.map.invalid'));
        try {
          await save.mutateAsync({ action: 'save', location: { ...saved, latitude, longitude } });
        } catch (e) {
          return setError(isApiError(e) && e.message ? e.message : t('commons.errorOccuredPleaseTryAgain'));
        }
        await complete();
      }}
    >
      <Text size="sm">{saved.formattedAddress ?? saved.city}</Text>
      {valid && (
        <Suspense fallback={null}>
          <PinMap
            latitude={latitude}
            longitude={longitude}
            label={t('listing.map.title')}
            onMove={(la, lo) => {
              setLat(la);
              setLon(lo);
            }}
          />
        </Suspense>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberField
          label={t('listing.map.latitude')}
          required
          min={-90}
          max={90}
          decimals={6}
          step={0.0001}
          value={lat}
          onChange={setLat}
          error={latitudeError}
        />
        <NumberField
          label={t('listing.map.longitude')}
          required
          min={-180}
          max={180}
          decimals={6}
          step={0.0001}
          value={lon}
          onChange={setLon}
          error={longitudeError}
        />
      </SimpleGrid>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconCurrentLocation size={16} aria-hidden="true" />}
          onClick={() => void takeCityCentre()}
        >
          {t('listing.map.useCityCentre')}
        </Button>
        {valid && (
          <Anchor
            href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`}
            target="_blank"
            rel="noreferrer"
          >
            {t('listing.map.checkOnMap')}
            <span className="hp-visually-hidden"> {t('commons.opensInNewTab')}</span>
          </Anchor>
        )}
      </Group>
      {centreError && (
        <Text size="sm" c="red" role="alert">
          {centreError}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('listing.map.keyboardHint')}
      </Text>
    </StepLayout>
  );
}
