import type { ApiKey } from '@host-portal/contracts/api-access';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CreateKeyDialog } from './create-key-dialog.tsx';
import { SCOPE_LABEL } from './scope-labels.ts';
import { SecretOnceDialog } from './secret-once-dialog.tsx';

const when = { dateStyle: 'medium', timeStyle: 'short' } as const;

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const revoked = apiKey.revokedAt !== null;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={apiKey.name}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {apiKey.name}
            </Text>
            {revoked && (
              <Badge color="gray" variant="light">
                {t('apiAccess.keys.revokedBadge')}
              </Badge>
            )}
          </Group>
          <Text size="sm" ff="monospace" c="dimmed">
            {apiKey.prefix}…
          </Text>
          <Group gap={6} wrap="wrap">
            {apiKey.scopes.map((s) => (
              <Badge key={s} variant="outline" size="sm">
                {t(SCOPE_LABEL[s])}
              </Badge>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            {t('apiAccess.keys.createdAt', { date: format.date(apiKey.createdAt, when) })}
            {' · '}
            {apiKey.lastUsedAt
              ? t('apiAccess.keys.lastUsed', { date: format.date(apiKey.lastUsedAt, when) })
              : t('apiAccess.keys.neverUsed')}
            {revoked && ` · ${t('apiAccess.keys.revokedAt', { date: format.date(apiKey.revokedAt!, when) })}`}
          </Text>
        </Stack>
        {!revoked && (
          <Button
            variant="light"
            color="red"
            onClick={onRevoke}
            aria-label={t('apiAccess.keys.revokeNamed', { name: apiKey.name })}
          >
            {t('apiAccess.keys.revoke')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The host's API keys: create (the secret shown once), the list with last use, revoke. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const list = keys.data?.items;
  const createButton = <Button onClick={() => setCreating(true)}>{t('apiAccess.keys.create')}</Button>;

  return (
    <Stack gap="md" component="section" aria-labelledby="api-keys-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} id="api-keys-title" fz="h3">
          {t('apiAccess.keys.title')}
        </Title>
        {list && list.length > 0 && createButton}
      </Group>
      <Text size="sm" c="dimmed">
        {t('apiAccess.keys.description')}
      </Text>
      {keys.isPending && (
        <Group justify="center" p="lg">
          <Loader aria-label={t('commons.loading')} />
        </Group>
      )}
      {keys.isError && <ErrorState error={keys.error} onRetry={() => keys.refetch()} />}
      {list && list.length === 0 && (
        <EmptyState title={t('apiAccess.keys.empty')} headingOrder={3} action={createButton} />
      )}
      {list?.map((k) => (
        <KeyRow key={k.id} apiKey={k} onRevoke={() => setRevoking(k)} />
      ))}
      <CreateKeyDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(s) => {
          setCreating(false);
          setSecret(s);
        }}
      />
      <SecretOnceDialog
        secret={secret}
        title={t('apiAccess.secret.keyTitle')}
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('apiAccess.keys.revokeTitle')}
        text={t('apiAccess.keys.revokeText', { name: revoking?.name ?? '' })}
        confirmLabel={t('apiAccess.keys.revoke')}
        loading={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          // a failure is told by the app's mutation toast
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('apiAccess.keys.revokedToast') });
              setRevoking(null);
            },
          });
        }}
      />
    </Stack>
  );
}
