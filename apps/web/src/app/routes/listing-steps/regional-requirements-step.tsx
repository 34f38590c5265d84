import { REGIONAL_FIELDS } from '@host-portal/contracts/listing';
import { Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { reportServerError } from '../../../features/listing/components/server-errors.ts';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import type { RegionalRequirementsConfiguration } from '../../../features/units/api/get-regional-requirements.ts';
import {
  type RegionalRequirements,
  useRegionalConfigurationForCountry,
  useRegionalRequirements,
} from '../../../features/units/api/get-regional-requirements.ts';
import { useUpdateRegionalRequirements } from '../../../features/units/api/update-regional-requirements.ts';
import { LISTING_TOASTS } from './listing-toasts.ts';

type Values = Record<(typeof REGIONAL_FIELDS)[number], string>;

/** The fields the unit's country asks for (registration number and the like), checked by their pattern. */
export default function RegionalRequirementsStep() {
  const { t } = useTranslation();
  const { unit, property } = useListingStep();
  const configuration = useRegionalConfigurationForCountry(unit.id, property.location?.countryCode ?? null);
  const values = useRegionalRequirements(unit.id);
  if (configuration.data && values.data)
    return <RegionalForm configuration={configuration.data} values={values.data} />;
  const failed = configuration.isError ? configuration : values.isError ? values : null;
  return (
    <StepLayout title={t('listing.regional.title')} hideContinue>
      {failed ? (
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      ) : (
        <Stack role="status" aria-label={t('commons.loading')}>
          <Skeleton height={56} />
        </Stack>
      )}
    </StepLayout>
  );
}

function RegionalForm({
  configuration,
  values,
}: {
  configuration: RegionalRequirementsConfiguration;
  values: RegionalRequirements;
}) {
  const { t } = useTranslation();
  const { unit, complete } = useListingStep();
  const update = useUpdateRegionalRequirements(unit, LISTING_TOASTS);
  const form = useForm<Values>({
    defaultValues: {
      registrationNumber: values.registrationNumber ?? '',
      nationalIdentificationCode: values.nationalIdentificationCode ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    const body = Object.fromEntries(
      configuration.fields.map((f) => [f.name, input[f.name].trim() ? input[f.name].trim() : null]),
    );
    try {
      if (configuration.fields.length > 0) await update.mutateAsync(body);
    } catch (error) {
      return reportServerError(error, form.setError, REGIONAL_FIELDS, t);
    }
    await complete();
  });

  return (
    <StepLayout
      title={t('listing.regional.title')}
      description={t('listing.regional.description')}
      onSubmit={submit}
      pending={update.isPending}
      error={errors.root?.server?.message}
    >
      {configuration.fields.length === 0 && <Text>{t('listing.regional.none')}</Text>}
      {configuration.fields.map((f) => (
        <TextInput
          key={f.name}
          label={f.label}
          description={[f.help, f.example ? t('listing.regional.example', { example: f.example }) : '']
            .filter(Boolean)
            .join(' ')}
          required={f.required}
          error={errors[f.name]?.message}
          {...form.register(f.name, {
            validate: (v) => {
              const value = v.trim();
              if (!value) return f.required ? t('forms.errors.required') : true;
              return (
                new RegExp(f.pattern).test(value) || t('listing.regional.format', { example: f.example })
              );
            },
          })}
        />
      ))}
    </StepLayout>
  );
}
