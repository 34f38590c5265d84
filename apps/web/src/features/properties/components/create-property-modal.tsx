import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateProperty,
  createPropertySchema,
  PROPERTY_TITLE_MAX,
} from '@host-portal/contracts/properties';
import { Alert, Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { useCreateProperty } from '../api/create-property.ts';

const FIELDS = ['propertyType', 'title'] as const;

/** Choose single or multi-unit and an optional title; creates the property and opens its page. */
export function CreatePropertyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateProperty();
  const form = useForm<CreateProperty>({
    resolver: zodResolver(createPropertySchema, zodMessages(t)),
    defaultValues: { propertyType: 'single', title: undefined },
  });
  const generalErrors = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      form.reset();
      onClose();
      navigate(build.property(created.id));
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, FIELDS);
      if (rest.length) form.setError('root.server', { type: 'server', message: rest.join(' ') });
    }
  });

  return (
    <Dialog opened={opened} onClose={onClose} title={t('properties.create.title')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {generalErrors && (
            <Alert color="red" role="alert">
              {generalErrors}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="propertyType"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t('properties.create.typeLabel')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                required
              >
                <Stack gap="sm" mt="xs">
                  <Radio
                    value="single"
                    label={t('properties.type.single')}
                    description={t('properties.create.singleDescription')}
                  />
                  <Radio
                    value="multi"
                    label={t('properties.type.multi')}
                    description={t('properties.create.multiDescription')}
                  />
                </Stack>
              </Radio.Group>
            )}
          />
          <TextInput
            label={t('properties.fields.title')}
            description={t('properties.create.titleHint')}
            maxLength={PROPERTY_TITLE_MAX}
            error={form.formState.errors.title?.message}
            {...form.register('title', { setValueAs: (v: string) => (v?.trim() ? v : undefined) })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('commons.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('properties.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
