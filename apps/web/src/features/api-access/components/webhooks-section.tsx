import type { WebhookEndpoint } from '@host-portal/contracts/api-access';
import { Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDeleteWebhook, useUpdateWebhook, useWebhooks } from '../api/webhooks.ts';
import { CreateWebhookDialog } from './create-webhook-dialog.tsx';
import { DeliveriesLog } from './deliveries-log.tsx';
import { EVENT_LABEL } from './scope-labels.ts';
import { SecretListSection } from './secret-list-section.tsx';

function EndpointCard({ endpoint, onRemove }: { endpoint: WebhookEndpoint; onRemove: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const update = useUpdateWebhook();
  const [open, setOpen] = useState(false);
  const disabled = endpoint.disabledAt !== null;
  const logId = `deliveries-${endpoint.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={endpoint.url}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Text>
            <Group gap={6} wrap="wrap">
              {disabled ? (
                <Badge color="red" variant="dot">
                  {t('apiAccess.webhooks.disabledBadge')}
                </Badge>
              ) : (
                <Badge color="green" variant="dot">
                  {t('apiAccess.webhooks.activeBadge')}
                </Badge>
              )}
              {endpoint.events.map((e) => (
                <Badge key={e} variant="outline" size="sm">
                  {t(EVENT_LABEL[e])}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              size="sm"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-controls={logId}
            >
              {open ? t('apiAccess.webhooks.hideDeliveries') : t('apiAccess.webhooks.showDeliveries')}
            </Button>
            <Button
              variant="light"
              color="red"
              size="sm"
              onClick={onRemove}
              aria-label={t('apiAccess.webhooks.removeNamed', { url: endpoint.url })}
            >
              {t('apiAccess.webhooks.remove')}
            </Button>
          </Group>
        </Group>
        {disabled && (
          <Group gap="sm" wrap="wrap" role="status">
            <Text size="sm" c="red">
              {t('apiAccess.webhooks.disabledText', {
                date: format.date(endpoint.disabledAt!, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Text>
            <Button
              size="xs"
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  { id: endpoint.id, enabled: true },
                  {
                    onSuccess: () =>
                      notifications.show({ color: 'green', message: t('apiAccess.webhooks.enabledToast') }),
                  },
                )
              }
            >
              {t('apiAccess.webhooks.enable')}
            </Button>
          </Group>
        )}
        <Collapse in={open} id={logId}>
          {open && <DeliveriesLog endpointId={endpoint.id} canReplay={!disabled} />}
        </Collapse>
      </Stack>
    </Paper>
  );
}

/** The host's webhook endpoints: add (the signing secret shown once), deliveries, re-enable, remove. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const remove = useDeleteWebhook();
  return (
    <SecretListSection<WebhookEndpoint>
      id="webhooks"
      title={t('apiAccess.webhooks.title')}
      description={t('apiAccess.webhooks.description')}
      emptyTitle={t('apiAccess.webhooks.empty')}
      createLabel={t('apiAccess.webhooks.create')}
      secretTitle={t('apiAccess.secret.webhookTitle')}
      query={useWebhooks()}
      CreateDialog={CreateWebhookDialog}
      renderItem={(e, onRemove) => <EndpointCard key={e.id} endpoint={e} onRemove={onRemove} />}
      end={{
        title: t('apiAccess.webhooks.removeTitle'),
        text: (e) => t('apiAccess.webhooks.removeText', { url: e?.url ?? '' }),
        label: t('apiAccess.webhooks.remove'),
        loading: remove.isPending,
        run: (e, done) => remove.mutate(e.id, { onSuccess: done }),
      }}
    />
  );
}
