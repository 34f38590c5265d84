import type { WebhookEndpoint } from '@host-portal/contracts/api-access';
import { Badge, Button, Collapse, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDeleteWebhook, useUpdateWebhook, useWebhooks } from '../api/webhooks.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CreateWebhookDialog } from './create-webhook-dialog.tsx';
import { DeliveriesLog } from './deliveries-log.tsx';
import { EVENT_LABEL } from './scope-labels.ts';
import { SecretOnceDialog } from './secret-once-dialog.tsx';

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
  const endpoints = useWebhooks();
  const remove = useDeleteWebhook();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const list = endpoints.data?.items;
  const createButton = <Button onClick={() => setCreating(true)}>{t('apiAccess.webhooks.create')}</Button>;
  return (
    <Stack gap="md" component="section" aria-labelledby="webhooks-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} id="webhooks-title" fz="h3">
          {t('apiAccess.webhooks.title')}
        </Title>
        {list && list.length > 0 && createButton}
      </Group>
      <Text size="sm" c="dimmed">
        {t('apiAccess.webhooks.description')}
      </Text>
      {endpoints.isPending && (
        <Group justify="center" p="lg">
          <Loader aria-label={t('commons.loading')} />
        </Group>
      )}
      {endpoints.isError && <ErrorState error={endpoints.error} onRetry={() => endpoints.refetch()} />}
      {list && list.length === 0 && (
        <EmptyState title={t('apiAccess.webhooks.empty')} headingOrder={3} action={createButton} />
      )}
      {list?.map((e) => (
        <EndpointCard key={e.id} endpoint={e} onRemove={() => setRemoving(e)} />
      ))}
      <CreateWebhookDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(s) => {
          setCreating(false);
          setSecret(s);
        }}
      />
      <SecretOnceDialog
        secret={secret}
        title={t('apiAccess.secret.webhookTitle')}
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('apiAccess.webhooks.removeTitle')}
        text={t('apiAccess.webhooks.removeText', { url: removing?.url ?? '' })}
        confirmLabel={t('apiAccess.webhooks.remove')}
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
      />
    </Stack>
  );
}
