import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROPERTY_DESCRIPTION_MAX,
  PROPERTY_TITLE_MAX,
  type Property,
  type UpdateProperty,
  updatePropertySchema,
} from '@host-portal/contracts/properties';
import { Alert, Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { useUpdateProperty } from '../api/update-property.ts';

const FIELDS = ['title', 'description'] as const;

interface DetailsForm {
  title: string;
  description: string | null;
}

/** Edit the title and description (PATCH /api/app/properties/{id}). */
export function PropertyDetailsForm({ property }: { property: Property }) {
  const { t } = useTranslation();
  const update = useUpdateProperty(property.id);
  const form = useForm<DetailsForm, unknown, UpdateProperty>({
    resolver: zodResolver(updatePropertySchema, zodMessages(t)) as never,
    values: { title: property.title ?? '', description: property.description ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notifications.show({ color: 'green', message: t('properties.details.saved') });
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, FIELDS);
      if (rest.length) form.setError('root.server', { type: 'server', message: rest.join(' ') });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="property-details-heading">
      <Stack gap="md">
        <Title order={2} fz="xl" id="property-details-heading">
          {t('properties.details.heading')}
        </Title>
        {errors.root?.server && (
          <Alert color="red" role="alert">
            {errors.root.server.message}
          </Alert>
        )}
        <TextInput
          label={t('properties.fields.title')}
          required
          maxLength={PROPERTY_TITLE_MAX}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Textarea
          label={t('properties.fields.description')}
          autosize
          minRows={4}
          maxRows={14}
          maxLength={PROPERTY_DESCRIPTION_MAX}
          error={errors.description?.message}
          {...form.register('description', { setValueAs: (v: string | null) => (v?.trim() ? v : null) })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('commons.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
