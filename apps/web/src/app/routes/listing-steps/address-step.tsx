import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import {
  type AddressValues,
  addressFormFor,
  addressSchema,
  toLocation,
} from '../../../features/listing/components/address-schema.ts';
import { reportServerError } from '../../../features/listing/components/server-errors.ts';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { useSavePropertyLocation } from '../../../features/properties/api/save-property-location.ts';
import { useTranslation } from '../../../lib/translation.tsx';

const FIELDS = ['city', 'street', 'houseNumberOrName', 'postalCode', 'stateOrProvince'] as const;
const MAX: Record<(typeof FIELDS)[number], number> = {
  city: 100,
  street: 200,
  houseNumberOrName: 100,
  postalCode: 20,
  stateOrProvince: 3,
};

/** The address fields the country's configuration asks for, required ones marked. */
export default function AddressStep() {
  const { t } = useTranslation();
  const { property, linkTo } = useListingStep();
  if (!property.location?.countryCode) {
    return (
      <StepLayout title={t('listing.address.title')} hideContinue>
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
  return <AddressForm />;
}

function AddressForm() {
  const { t } = useTranslation();
  const { propertyId, property, configuration, complete } = useListingStep();
  const saved = property.location as NonNullable<typeof property.location>;
  const save = useSavePropertyLocation(propertyId);
  const addressForm = addressFormFor(configuration, saved.countryCode);
  const form = useForm<AddressValues>({
    resolver: zodResolver(addressSchema(addressForm, t)) as never,
    defaultValues: {
      city: saved.city ?? '',
      street: saved.street ?? '',
      houseNumberOrName: saved.houseNumberOrName ?? '',
      postalCode: saved.postalCode ?? '',
      stateOrProvince: saved.stateOrProvince ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ action: 'save', location: toLocation(saved, values) });
    } catch (error) {
      return reportServerError(error, form.setError, FIELDS, t);
    }
    await complete();
  });
  const shown = FIELDS.filter((f) => addressForm.fields.includes(f) || addressForm.required.includes(f));
  return (
    <StepLayout
      title={t('listing.address.title')}
      description={t('listing.address.description')}
      onSubmit={submit}
      pending={save.isPending}
      error={errors.root?.server?.message}
    >
      <TextInput
        label={t('listing.address.country')}
        value={saved.countryName ?? saved.countryCode}
        readOnly
        required={addressForm.required.includes('country')}
        description={t('listing.address.countryHint')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {shown.map((name) => (
          <TextInput
            key={name}
            label={t(`listing.address.${name}`)}
            required={addressForm.required.includes(name)}
            maxLength={MAX[name]}
            description={name === 'stateOrProvince' ? t('listing.address.stateHint') : undefined}
            error={errors[name]?.message}
            {...form.register(name)}
          />
        ))}
      </SimpleGrid>
    </StepLayout>
  );
}
