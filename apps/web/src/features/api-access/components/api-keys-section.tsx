import type { ApiKey } from '@host-portal/contracts/api-access';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys.ts';
import { CreateKeyDialog } from './create-key-dialog.tsx';
import { SCOPE_LABEL } from './scope-labels.ts';
import { SecretListSection } from './secret-list-section.tsx';

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
  const revoke = useRevokeApiKey();
  return (
    <SecretListSection<ApiKey>
      id="api-keys"
      title={t('apiAccess.keys.title')}
      description={t('apiAccess.keys.description')}
      emptyTitle={t('apiAccess.keys.empty')}
      createLabel={t('apiAccess.keys.create')}
      secretTitle={t('apiAccess.secret.keyTitle')}
      query={useApiKeys()}
      CreateDialog={CreateKeyDialog}
      renderItem={(k, onRevoke) => <KeyRow key={k.id} apiKey={k} onRevoke={onRevoke} />}
      end={{
        title: t('apiAccess.keys.revokeTitle'),
        text: (k) => t('apiAccess.keys.revokeText', { name: k?.name ?? '' }),
        label: t('apiAccess.keys.revoke'),
        loading: revoke.isPending,
        // a failure is told by the app's mutation toast
        run: (k, done) =>
          revoke.mutate(k.id, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('apiAccess.keys.revokedToast') });
              done();
            },
          }),
      }}
    />
  );
}
