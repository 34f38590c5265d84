import type { DeliveryStatus, WebhookDelivery } from '@host-portal/contracts/api-access';
import { Badge, Button, Code, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDeliveries, useReplayDelivery } from '../api/webhooks.ts';
import { EVENT_LABEL } from './scope-labels.ts';

const STATUS_COLOR: Record<DeliveryStatus, string> = { pending: 'yellow', succeeded: 'green', failed: 'red' };
const STATUS_LABEL: Record<DeliveryStatus, string> = {
  pending: 'apiAccess.deliveries.pending',
  succeeded: 'apiAccess.deliveries.succeeded',
  failed: 'apiAccess.deliveries.failed',
};
const when = { dateStyle: 'medium', timeStyle: 'medium' } as const;

/** The payload indented, as a host reads it (it is sent compact); as it is when it is not JSON. */
function readable(body: string) {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function DeliveryRow({
  delivery,
  endpointId,
  canReplay,
}: {
  delivery: WebhookDelivery;
  endpointId: string;
  canReplay: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const replay = useReplayDelivery();
  return (
    <Paper withBorder radius="sm" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge color={STATUS_COLOR[delivery.status]} variant="dot">
              {t(STATUS_LABEL[delivery.status])}
            </Badge>
            <Text size="sm" fw={600}>
              {t(EVENT_LABEL[delivery.eventType])}
            </Text>
            <Text size="sm" c="dimmed">
              {format.date(delivery.createdAt, when)}
            </Text>
          </Group>
          {canReplay && delivery.status !== 'pending' && (
            <Button
              size="xs"
              variant="light"
              loading={replay.isPending}
              onClick={() =>
                replay.mutate(
                  { endpointId, deliveryId: delivery.id },
                  {
                    onSuccess: () =>
                      notifications.show({ color: 'green', message: t('apiAccess.deliveries.replayed') }),
                  },
                )
              }
            >
              {t('apiAccess.deliveries.replay')}
            </Button>
          )}
        </Group>
        {delivery.nextAttemptAt && (
          <Text size="sm" c="dimmed">
            {t('apiAccess.deliveries.nextAttempt', { date: format.date(delivery.nextAttemptAt, when) })}
          </Text>
        )}
        <Stack gap={2} component="ol" p={0} m={0} aria-label={t('apiAccess.deliveries.attempts')}>
          {delivery.attempts.map((a) => (
            <Text key={a.at} size="sm" component="li" style={{ listStyle: 'none', overflowWrap: 'anywhere' }}>
              {format.date(a.at, when)} ·{' '}
              {a.statusCode !== null
                ? t('apiAccess.deliveries.answered', { status: a.statusCode, ms: a.durationMs })
                : t('apiAccess.deliveries.noAnswer', { error: a.error ?? '' })}
              {a.responseBody ? (
                <>
                  {' '}
                  <Code>{a.responseBody.slice(0, 200)}</Code>
                </>
              ) : null}
            </Text>
          ))}
        </Stack>
        <details>
          <summary>
            <Text span size="sm">
              {t('apiAccess.deliveries.body')}
            </Text>
          </summary>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {readable(delivery.body)}
          </Code>
        </details>
      </Stack>
    </Paper>
  );
}

/** An endpoint's deliveries, newest first, with each attempt's answer, and "send again". */
export function DeliveriesLog({ endpointId, canReplay }: { endpointId: string; canReplay: boolean }) {
  const { t } = useTranslation();
  const deliveries = useDeliveries(endpointId);
  const items = deliveries.data?.pages.flatMap((p) => p.items);
  if (deliveries.isPending)
    return (
      <Group justify="center" p="sm">
        <Loader size="sm" aria-label={t('commons.loading')} />
      </Group>
    );
  if (deliveries.isError) return <ErrorState error={deliveries.error} onRetry={() => deliveries.refetch()} />;
  if (!items?.length)
    return (
      <Text size="sm" c="dimmed">
        {t('apiAccess.deliveries.empty')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" p={0} m={0}>
        {items.map((d) => (
          <DeliveryRow key={d.id} delivery={d} endpointId={endpointId} canReplay={canReplay} />
        ))}
      </Stack>
      {deliveries.hasNextPage && (
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => deliveries.fetchNextPage()}
            loading={deliveries.isFetchingNextPage}
          >
            {t('apiAccess.deliveries.showMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
