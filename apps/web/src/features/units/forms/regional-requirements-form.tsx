import { REGIONAL_FIELDS, updateRegionalRequirementsSchema } from '@host-portal/contracts/listing';
import type { Unit } from '@host-portal/contracts/units';
import { Alert, Skeleton, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import type { TFunction } from '../../../lib/translator.ts';
import {
  type RegionalRequirements,
  type RegionalRequirementsConfiguration,
  regionalConfigurationQueryOptions,
  useRegionalRequirements,
} from '../api/get-regional-requirements.ts';
import { useUpdateRegionalRequirements } from '../api/update-regional-requirements.ts';
import { BareStatus, type UnitFormPlace } from './form-place.ts';
import { UnitFormFrame } from './unit-form-frame.tsx';
import { contractResolver } from './unit-resolver.ts';
import { useFocusField, useFormSave } from './use-unit-save.ts';

type Field = (typeof REGIONAL_FIELDS)[number];
type Values = Record<Field, string>;

/** The contract's shape plus the country's rules: required fields and their format. */
export function regionalSchema(config: RegionalRequirementsConfiguration, t: TFunction) {
  return updateRegionalRequirementsSchema.superRefine((values, ctx) => {
    for (const rule of config.fields) {
      const value = values[rule.name]?.trim() ?? '';
      if (!value) {
        if (rule.required)
          ctx.addIssue({ code: 'custom', path: [rule.name], message: t('forms.errors.required') });
      } else if (rule.pattern && !new RegExp(rule.pattern).test(value)) {
        ctx.addIssue({
          code: 'custom',
          path: [rule.name],
          message: t('units.regional.format', { example: rule.example }),
        });
      }
    }
  });
}

const toBody = (v: Values) => ({
  registrationNumber: v.registrationNumber.trim() || null,
  nationalIdentificationCode: v.nationalIdentificationCode.trim() || null,
});

export interface RegionalRequirementsFormProps extends UnitFormPlace {
  unit: Unit;
  /**
   * The property's country when the place knows it (listing): the rules are keyed by it and the
   * previous country's stay on screen while the new ones load (ADR 0012).
   */
  countryCode?: string | null;
  /** Translated text for a country that asks for nothing. */
  noneLabel?: string;
}

/** Registration numbers and similar, as the unit's country requires (taxes and laws). */
export function RegionalRequirementsForm(props: RegionalRequirementsFormProps) {
  const { unit, countryCode, status: Status = BareStatus } = props;
  const config = useQuery({
    ...regionalConfigurationQueryOptions(unit.id, countryCode),
    placeholderData: countryCode === undefined ? undefined : keepPreviousData,
  });
  const current = useRegionalRequirements(unit.id);
  const { t } = useTranslation();
  if (config.data && current.data)
    return <RegionalForm {...props} config={config.data} values={current.data} />;
  const failed = config.isError ? config : current.isError ? current : null;
  return (
    <Status title={props.title ?? t('units.regional.heading')} failed={Boolean(failed)}>
      {failed ? (
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      ) : (
        <Skeleton height={200} role="status" aria-label={t('commons.loading')} />
      )}
    </Status>
  );
}

function RegionalForm({
  unit,
  config,
  values,
  noneLabel,
  frame: Frame = UnitFormFrame,
  ...place
}: RegionalRequirementsFormProps & {
  config: RegionalRequirementsConfiguration;
  values: RegionalRequirements;
}) {
  const { t } = useTranslation();
  const update = useUpdateRegionalRequirements(unit, place.toasts);
  const form = useForm<Values>({
    resolver: contractResolver(regionalSchema(config, t), t, toBody),
    values: {
      registrationNumber: values.registrationNumber ?? '',
      nationalIdentificationCode: values.nationalIdentificationCode ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  useFocusField(form);
  // Nothing to send where the country asks for nothing: the place just moves on.
  const save = useFormSave(
    form,
    REGIONAL_FIELDS,
    (v: Values) => (config.fields.length > 0 ? update.mutateAsync(toBody(v)) : undefined),
    place,
  );
  const { errors } = form.formState;

  return (
    <Frame
      title={place.title ?? t('units.regional.heading')}
      description={
        place.description ??
        (config.countryCode ? t('units.regional.country', { country: config.countryCode }) : undefined)
      }
      error={errors.root?.server?.message}
      saving={update.isPending}
      dirty={form.formState.isDirty}
      onSubmit={form.handleSubmit(save)}
    >
      {config.fields.length === 0 && (
        <Alert color="blue" variant="light">
          {noneLabel ?? t('units.regional.none')}
        </Alert>
      )}
      {config.fields.map((rule) => (
        <TextInput
          key={rule.name}
          label={rule.label || t(`units.field.${rule.name}`)}
          description={[rule.help, rule.example ? t('units.regional.example', { example: rule.example }) : '']
            .filter(Boolean)
            .join(' ')}
          required={rule.required}
          maxLength={60}
          autoComplete="off"
          error={errors[rule.name]?.message}
          {...form.register(rule.name)}
        />
      ))}
    </Frame>
  );
}
