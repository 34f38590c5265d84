import type { Feed } from '@host-portal/contracts/calendar';
import { Button, Group, Stack } from '@mantine/core';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../../lib/translation.tsx';
import { useUpdateFeed } from '../../api/calendar-api.ts';
import { useShowFeed } from './add-feed-form.tsx';
import { FeedFields, saveFeedForm, useFeedForm } from './feed-form.tsx';
import { toastDone } from './sync-feedback.ts';

/** Renames a feed or gives it a new address (a new address is read at once). */
export function EditFeedDialog({
  unitId,
  feed,
  opened,
  onClose,
}: {
  unitId: string;
  feed: Feed;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('calendar.sync.edit.title', { name: feed.name })}
      centered
    >
      {/* mounted only while open: each opening starts from the feed as it is now */}
      {opened && <EditFeedForm unitId={unitId} feed={feed} onClose={onClose} />}
    </Dialog>
  );
}

function EditFeedForm({ unitId, feed, onClose }: { unitId: string; feed: Feed; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateFeed(unitId);
  const showFeed = useShowFeed(unitId);
  const form = useFeedForm({ name: feed.name, url: feed.url });

  const submit = form.handleSubmit(async (input) => {
    const saved = await saveFeedForm(form, t, () => update.mutateAsync({ feedId: feed.id, input }));
    if (!saved) return;
    showFeed(saved);
    toastDone(t('calendar.sync.edit.saved', { name: saved.name }));
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FeedFields form={form} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('commons.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('commons.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
