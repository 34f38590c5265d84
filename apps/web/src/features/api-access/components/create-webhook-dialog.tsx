import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateWebhookEndpoint,
  createWebhookEndpointSchema,
  WEBHOOK_EVENTS,
  type WebhookEventType,
} from '@host-portal/contracts/api-access';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { mutationErrorMessage } from '../../../lib/query-client.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { useCreateWebhook } from '../api/webhooks.ts';
import { EVENT_LABEL } from './scope-labels.ts';
import type { CreateDialogProps } from './secret-list-section.tsx';

/** Register an https address for some events; the server's word on the address lands on its field. */
export function CreateWebhookDialog({ opened, onClose, onCreated }: CreateDialogProps) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const form = useForm<CreateWebhookEndpoint>({
    resolver: zodResolver(createWebhookEndpointSchema, zodMessages(t)) as never,
    defaultValues: { url: 'https://', events: [...WEBHOOK_EVENTS] },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        form.reset();
        onCreated(created.secret);
      },
      onError: (error) => {
        const field = isApiError(error) ? error.fieldErrors.url : undefined;
        if (field) form.setError('url', { message: field });
        else notifications.show({ color: 'red', message: mutationErrorMessage(error), withBorder: true });
      },
    }),
  );
  return (
    <Dialog opened={opened} onClose={onClose} title={t('apiAccess.webhooks.create')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('apiAccess.webhooks.url')}
            description={t('apiAccess.webhooks.urlHint')}
            type="url"
            required
            data-autofocus
            error={errors.url?.message}
            {...form.register('url')}
          />
          <Controller
            control={form.control}
            name="events"
            render={({ field }) => (
              <Checkbox.Group
                label={t('apiAccess.webhooks.events')}
                required
                value={field.value}
                onChange={(v) => field.onChange(v as WebhookEventType[])}
                error={errors.events ? t('apiAccess.webhooks.eventsRequired') : undefined}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                  {WEBHOOK_EVENTS.map((event) => (
                    <Checkbox key={event} value={event} label={t(EVENT_LABEL[event])} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('commons.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('apiAccess.webhooks.createAction')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
