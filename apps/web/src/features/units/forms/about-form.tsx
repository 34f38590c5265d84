import { ACCOMMODATION_TYPES, type Unit, type UpdateUnit } from '@host-portal/contracts/units';
import { Alert, Radio, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation.tsx';
import type { TFunction } from '../../../lib/translator.ts';
import { useUpdateUnit } from '../api/update-unit.ts';
import type { UnitFormPlace } from './form-place.ts';
import { SizeFields, type SizeValues, sizeBody, sizeValues } from './size-fields.tsx';
import { UnitFormFrame } from './unit-form-frame.tsx';
import { unitPatchResolver } from './unit-resolver.ts';
import { useFocusField, useFormSave } from './use-unit-save.ts';

interface AboutValues extends SizeValues {
  title: string;
  description: string;
  accommodationType: Unit['accommodationType'];
}

/** text: title and description; type: accommodation type; size: size and its measurement unit. */
export type AboutSection = 'text' | 'type' | 'size';
const ALL: readonly AboutSection[] = ['text', 'type', 'size'];
const SECTION_FIELDS = {
  text: ['title', 'description'],
  type: ['accommodationType'],
  size: ['propertySize', 'propertySizeMeasurementUnit'],
} as const;

/** The body holds only the sections shown, so a step never clears what another step set. */
const bodyOf =
  (sections: readonly AboutSection[]) =>
  (v: AboutValues): UpdateUnit => ({
    ...(sections.includes('text')
      ? { title: v.title, description: v.description.trim() ? v.description : null }
      : {}),
    ...(sections.includes('type') && v.accommodationType ? { accommodationType: v.accommodationType } : {}),
    ...(sections.includes('size')
      ? {
          ...sizeBody(v),
        }
      : {}),
  });

/** The contract's checks, and a type that must be chosen where the place asks for it (listing). */
function aboutResolver(
  t: TFunction,
  toBody: (v: AboutValues) => UpdateUnit,
  typeRequired: boolean,
): Resolver<AboutValues> {
  const contract = unitPatchResolver(t, toBody);
  return async (values, context, options) => {
    const result = await contract(values, context, options);
    if (!typeRequired || values.accommodationType) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        accommodationType: { type: 'required', message: t('forms.errors.required') },
      },
    };
  };
}

export interface AboutFormProps extends UnitFormPlace {
  unit: Unit;
  /** Which parts to show and save; all of them by default. */
  sections?: readonly AboutSection[];
  /** The type as radio cards (listing) instead of a select, and required. */
  typeAsCards?: boolean;
  /** The types to offer (the listing's configuration); every type by default. */
  accommodationTypes?: readonly NonNullable<Unit['accommodationType']>[];
  /** Translated texts where the place words them differently. */
  labels?: { title?: string; description?: string; descriptionHint?: string; accommodationType?: string };
  /** Runs after the unit is saved and before `onSaved`; a failure shows on the form. */
  afterSave?: (body: UpdateUnit) => Promise<unknown>;
}

/** Title, description, type and size of the unit. */
export function AboutForm({
  unit,
  sections = ALL,
  typeAsCards = false,
  accommodationTypes = ACCOMMODATION_TYPES,
  labels = {},
  afterSave,
  frame: Frame = UnitFormFrame,
  ...place
}: AboutFormProps) {
  const { t } = useTranslation();
  const toBody = bodyOf(sections);
  const form = useForm<AboutValues>({
    resolver: aboutResolver(t, toBody, typeAsCards && sections.includes('type')),
    values: {
      title: unit.title ?? '',
      description: unit.description ?? '',
      accommodationType: unit.accommodationType,
      ...sizeValues(unit),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const update = useUpdateUnit(unit, place.toasts);
  const fields = sections.flatMap((s) => SECTION_FIELDS[s]);
  const save = useFormSave(
    form,
    fields,
    async (body: UpdateUnit) => {
      await update.mutateAsync(body);
      await afterSave?.(body);
    },
    place,
  );
  useFocusField(form);
  const { errors, isDirty, isSubmitting } = form.formState;

  return (
    <Frame
      title={place.title ?? t('units.about.heading')}
      description={place.description}
      error={errors.root?.server?.message}
      saving={update.isPending || isSubmitting}
      dirty={isDirty}
      onSubmit={form.handleSubmit((v) => save(toBody(v)))}
    >
      {sections.includes('text') && (unit.state === 'PUBLISHED' || unit.state === 'APPROVED') && (
        // ADR 0008: new text on a live unit is reviewed before guests read it
        <Alert color="yellow" variant="light" title={t('units.about.reviewTitle')}>
          {t('units.about.reviewText')}
        </Alert>
      )}
      {sections.includes('text') && (
        <>
          <TextInput
            label={labels.title ?? t('units.field.title')}
            required
            maxLength={120}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Textarea
            label={labels.description ?? t('units.field.description')}
            description={labels.descriptionHint}
            autosize
            minRows={4}
            maxRows={14}
            maxLength={5000}
            error={errors.description?.message}
            {...form.register('description')}
          />
        </>
      )}
      {sections.includes('type') && (
        <Controller
          control={form.control}
          name="accommodationType"
          render={({ field, fieldState }) =>
            typeAsCards ? (
              <Radio.Group
                label={labels.accommodationType ?? t('units.field.accommodationType')}
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
                required
              >
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs">
                  {accommodationTypes.map((type) => (
                    <Radio.Card key={type} value={type} p="md" radius="md" withBorder>
                      <Radio.Indicator aria-hidden="true" />
                      <Text fw={600} mt={6}>
                        {t(`units.accommodationType.${type}`)}
                      </Text>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            ) : (
              <Select
                label={labels.accommodationType ?? t('units.field.accommodationType')}
                data={accommodationTypes.map((type) => ({
                  value: type,
                  label: t(`units.accommodationType.${type}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                ref={field.ref}
                error={fieldState.error?.message}
                allowDeselect={false}
                maw={360}
              />
            )
          }
        />
      )}
      {sections.includes('size') && <SizeFields form={form as never} />}
    </Frame>
  );
}
