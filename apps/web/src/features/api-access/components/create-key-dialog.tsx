import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreateApiKey,
  createApiKeySchema,
} from '@host-portal/contracts/api-access';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { useCreateApiKey } from '../api/api-keys.ts';
import { SCOPE_HINT, SCOPE_LABEL } from './scope-labels.ts';
import type { CreateDialogProps } from './secret-list-section.tsx';

/** Name a new key and choose what it may do. */
export function CreateKeyDialog({ opened, onClose, onCreated }: CreateDialogProps) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const form = useForm<CreateApiKey>({
    resolver: zodResolver(createApiKeySchema, zodMessages(t)) as never,
    defaultValues: { name: '', scopes: ['read'] },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        form.reset();
        onCreated(created.secret);
      },
    }),
  );
  return (
    <Dialog opened={opened} onClose={onClose} title={t('apiAccess.keys.create')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('apiAccess.keys.name')}
            description={t('apiAccess.keys.nameHint')}
            required
            data-autofocus
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="scopes"
            render={({ field }) => (
              <Checkbox.Group
                label={t('apiAccess.keys.scopes')}
                required
                value={field.value}
                onChange={(v) => field.onChange(v as ApiKeyScope[])}
                error={errors.scopes ? t('apiAccess.keys.scopesRequired') : undefined}
              >
                <Stack gap="xs" mt="xs">
                  {API_KEY_SCOPES.map((scope) => (
                    <Checkbox
                      key={scope}
                      value={scope}
                      label={t(SCOPE_LABEL[scope])}
                      description={t(SCOPE_HINT[scope])}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('commons.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('apiAccess.keys.createAction')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
