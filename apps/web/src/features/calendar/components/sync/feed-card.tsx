import type { Feed } from '@host-portal/contracts/calendar';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconEye, IconEyeOff, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/translation.tsx';
import { useRemoveFeed, useSyncFeed } from '../../api/calendar-api.ts';
import { useShowFeed } from './add-feed-form.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { EditFeedDialog } from './edit-feed-dialog.tsx';
import { FeedErrorNotice, feedErrorWords, HealthBadge, healthLabel } from './feed-health.tsx';
import { toastDone, toastError } from './sync-feedback.ts';
import { maskFeedUrl, useSyncFormat } from './sync-format.ts';

/** The address without its secret query string, with a button that shows all of it. */
function FeedAddress({ url }: { url: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const { masked, hidden } = maskFeedUrl(url);
  const text = shown ? url : masked;
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <Text size="sm" c="dimmed" truncate="end" title={text} miw={0} style={{ overflowWrap: 'anywhere' }}>
        <VisuallyHidden>{t('calendar.sync.feed.address')} </VisuallyHidden>
        {text}
      </Text>
      {hidden && (
        <Tooltip label={shown ? t('calendar.sync.feed.hideAddress') : t('calendar.sync.feed.showAddress')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-pressed={shown}
            aria-label={t('calendar.sync.feed.showAddress')}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <IconEyeOff size={16} aria-hidden="true" /> : <IconEye size={16} aria-hidden="true" />}
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

function Fact({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} title={title}>
        {value}
      </Text>
    </div>
  );
}

/** One imported calendar: its health, when it was read, what it brought, and what to do with it. */
export function FeedCard({ unitId, feed }: { unitId: string; feed: Feed }) {
  const { t, i18n } = useTranslation();
  const fmt = useSyncFormat();
  const titleId = useId();
  const sync = useSyncFeed(unitId);
  const remove = useRemoveFeed(unitId);
  const showFeed = useShowFeed(unitId);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const never = t('calendar.sync.feed.never');

  const syncNow = () =>
    sync.mutate(feed.id, {
      onSuccess: (read) => {
        showFeed(read);
        const message = read.lastError
          ? t('calendar.sync.feed.syncedFailing', {
              name: read.name,
              error: feedErrorWords(t, i18n.language, read.lastError, read.lastErrorDetail).message,
            })
          : t('calendar.sync.feed.synced', { name: read.name, health: healthLabel(t, read.health) });
        toastDone(message, read.lastError ? 'red' : 'green');
      },
      onError: (error) => toastError(error, t),
    });

  const confirmRemove = () =>
    remove.mutate(feed.id, {
      onSuccess: () => {
        setRemoving(false);
        toastDone(t('calendar.sync.remove.done', { name: feed.name }));
      },
      onError: (error) => toastError(error, t),
    });

  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={titleId} aria-busy={sync.isPending}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
            <Title order={3} fz="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {feed.name}
            </Title>
            <FeedAddress url={feed.url} />
          </Stack>
          <HealthBadge health={feed.health} />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
          <Fact
            label={t('calendar.sync.feed.lastRead')}
            value={feed.lastAttemptAt ? fmt.relative(feed.lastAttemptAt) : never}
            title={feed.lastAttemptAt ? fmt.instant(feed.lastAttemptAt) : undefined}
          />
          <Fact
            label={t('calendar.sync.feed.lastSuccess')}
            value={feed.lastSuccessAt ? fmt.relative(feed.lastSuccessAt) : never}
            title={feed.lastSuccessAt ? fmt.instant(feed.lastSuccessAt) : undefined}
          />
          <Fact
            label={t('calendar.sync.feed.dataAge')}
            value={feed.lastSuccessAt ? fmt.age(feed.lastSuccessAt) : t('calendar.sync.feed.noData')}
          />
          <Fact label={t('calendar.sync.feed.events')} value={String(feed.eventsImported)} />
          <Fact label={t('calendar.sync.feed.conflicts')} value={String(feed.conflicts)} />
        </SimpleGrid>
        {feed.lastError && <FeedErrorNotice error={feed.lastError} detail={feed.lastErrorDetail} />}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            loading={sync.isPending}
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={syncNow}
            aria-label={t('calendar.sync.feed.syncNowLabel', { name: feed.name })}
          >
            {t('calendar.sync.feed.syncNow')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={() => setEditing(true)}
            aria-label={t('calendar.sync.feed.editLabel', { name: feed.name })}
          >
            {t('calendar.sync.feed.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => setRemoving(true)}
            aria-label={t('calendar.sync.feed.removeLabel', { name: feed.name })}
          >
            {t('calendar.sync.feed.remove')}
          </Button>
        </Group>
      </Stack>
      <EditFeedDialog unitId={unitId} feed={feed} opened={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog
        opened={removing}
        onClose={() => setRemoving(false)}
        onConfirm={confirmRemove}
        title={t('calendar.sync.remove.title', { name: feed.name })}
        confirmLabel={t('calendar.sync.remove.confirm')}
        pending={remove.isPending}
        danger
      >
        {t('calendar.sync.remove.body')}
      </ConfirmDialog>
    </Paper>
  );
}
