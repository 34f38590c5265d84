import { zodResolver } from '@hookform/resolvers/zod';
import { PROPERTY_TITLE_MAX, updatePropertySchema } from '@host-portal/contracts/properties';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { reportServerError } from '../../../features/listing/components/server-errors.ts';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { useUpdateProperty } from '../../../features/properties/api/update-property.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';

const schema = z.object({ title: updatePropertySchema.shape.title.unwrap() });
type Values = z.infer<typeof schema>;

/** Multi-unit: the property's own name (PATCH /api/app/properties/{id}). */
export default function PropertyTitleStep() {
  const { t } = useTranslation();
  const { property, complete } = useListingStep();
  const update = useUpdateProperty(property.id);
  const form = useForm<Values>({
    resolver: zodResolver(schema, zodMessages(t)),
    defaultValues: { title: property.title ?? '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      return reportServerError(error, form.setError, ['title'], t);
    }
    await complete();
  });
  return (
    <StepLayout
      title={t('listing.propertyTitle.title')}
      description={t('listing.propertyTitle.description')}
      onSubmit={submit}
      pending={update.isPending}
      error={form.formState.errors.root?.server?.message}
    >
      <TextInput
        label={t('listing.propertyTitle.label')}
        required
        maxLength={PROPERTY_TITLE_MAX}
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
    </StepLayout>
  );
}
