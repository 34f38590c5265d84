import { zodResolver } from '@hookform/resolvers/zod';
import { PROPERTY_TITLE_MAX } from '@host-portal/contracts/properties';
import { Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { reportServerError } from '../../../features/listing/components/server-errors.ts';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { unitField } from '../../../features/listing/components/unit-fields.ts';
import { useUpdateProperty } from '../../../features/properties/api/update-property.ts';
import { useUpdateUnit } from '../../../features/units/api/update-unit.ts';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { LISTING_TOASTS } from './listing-toasts.ts';

const schema = z.object({ title: unitField('title'), description: unitField('description') });
type Values = z.input<typeof schema>;
const FIELDS = ['title', 'description'] as const;

/** The unit's title and description. */
export default function TitleStep() {
  const { t } = useTranslation();
  const { unit, property, complete } = useListingStep();
  const update = useUpdateUnit(unit, LISTING_TOASTS);
  const updateProperty = useUpdateProperty(property.id);
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, zodMessages(t)),
    defaultValues: { title: unit.title ?? '', description: unit.description ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ title: values.title, description: values.description || null });
      // a single-unit property has no name step of its own: it is called what its one unit is called
      if (property.propertyType === 'single' && property.title !== values.title) {
        await updateProperty.mutateAsync({ title: values.title.slice(0, PROPERTY_TITLE_MAX) });
      }
    } catch (error) {
      return reportServerError(error, form.setError, FIELDS, t);
    }
    await complete();
  });
  return (
    <StepLayout
      title={t('listing.title.title')}
      description={t('listing.title.description')}
      onSubmit={submit}
      pending={update.isPending || updateProperty.isPending}
      error={errors.root?.server?.message}
    >
      <TextInput
        label={t('listing.title.titleLabel')}
        required
        maxLength={120}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <Textarea
        label={t('listing.title.descriptionLabel')}
        description={t('listing.title.descriptionHint')}
        autosize
        minRows={5}
        maxRows={16}
        maxLength={5000}
        error={errors.description?.message}
        {...form.register('description')}
      />
    </StepLayout>
  );
}
