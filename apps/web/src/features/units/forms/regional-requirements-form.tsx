import { REGIONAL_FIELDS, updateRegionalRequirementsSchema } from '@host-portal/contracts/listing';
import type { Unit } from '@host-portal/contracts/units';
import { Alert, Skeleton, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import {
  type RegionalRequirementsConfiguration,
  useRegionalConfiguration,
  useRegionalRequirements,
} from '../api/get-regional-requirements.ts';
import { useUpdateRegionalRequirements } from '../api/update-regional-requirements.ts';
import { UnitFormFrame } from './unit-form-frame.tsx';
import { contractResolver } from './unit-resolver.ts';
import { useFocusField } from './use-unit-save.ts';

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

/** Registration numbers and similar, as the unit's country requires (taxes and laws). */
export function RegionalRequirementsForm({ unit }: { unit: Unit }) {
  const config = useRegionalConfiguration(unit.id);
  const current = useRegionalRequirements(unit.id);
  const { t } = useTranslation();
  if (config.isPending || current.isPending)
    return <Skeleton height={200} aria-label={t('commons.loading')} />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  if (current.isError) return <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  return <RegionalForm unit={unit} config={config.data} values={current.data} />;
}

function RegionalForm({
  unit,
  config,
  values,
}: {
  unit: Unit;
  config: RegionalRequirementsConfiguration;
  values: { registrationNumber: string | null; nationalIdentificationCode: string | null };
}) {
  const { t } = useTranslation();
  const update = useUpdateRegionalRequirements(unit);
  const form = useForm<Values>({
    resolver: contractResolver(regionalSchema(config, t), t, toBody),
    values: {
      registrationNumber: values.registrationNumber ?? '',
      nationalIdentificationCode: values.nationalIdentificationCode ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  useFocusField(form);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (v) => {
    try {
      await update.mutateAsync(toBody(v));
      notifications.show({ color: 'green', message: t('units.form.saved') });
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, REGIONAL_FIELDS);
      if (rest.length) form.setError('root.server', { type: 'server', message: rest.join(' ') });
    }
  });

  return (
    <UnitFormFrame
      title={t('units.regional.heading')}
      description={
        config.countryCode ? t('units.regional.country', { country: config.countryCode }) : undefined
      }
      error={errors.root?.server?.message}
      saving={update.isPending}
      dirty={form.formState.isDirty}
      onSubmit={submit}
    >
      {config.fields.length === 0 && (
        <Alert color="blue" variant="light">
          {t('units.regional.none')}
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
    </UnitFormFrame>
  );
}
