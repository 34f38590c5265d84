import type { CalendarSettings, Feed } from '@host-portal/contracts/calendar';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/translation.tsx';
import { calendarKeys, useAddFeed } from '../../api/calendar-api.ts';
import { FeedFields, saveFeedForm, useFeedForm } from './feed-form.tsx';
import { feedErrorWords } from './feed-health.tsx';
import { toastDone } from './sync-feedback.ts';

/** Puts a feed the server answered with into the cached settings, so its health shows at once. */
export function useShowFeed(unitId: string) {
  const queryClient = useQueryClient();
  return (feed: Feed) =>
    queryClient.setQueryData<CalendarSettings>(calendarKeys.settings(unitId), (old) => {
      if (!old) return old;
      const known = old.feeds.some((f) => f.id === feed.id);
      return {
        ...old,
        feeds: known ? old.feeds.map((f) => (f.id === feed.id ? feed : f)) : [...old.feeds, feed],
      };
    });
}

/**
 * Imports another calendar. The server reads it at once: a first read that fails still adds the
 * feed, and the toast says so (the feed shows its error in the list).
 */
export function AddFeedForm({ unitId }: { unitId: string }) {
  const { t, i18n } = useTranslation();
  const add = useAddFeed(unitId);
  const showFeed = useShowFeed(unitId);
  const form = useFeedForm();
  const titleId = useId();

  const submit = form.handleSubmit(async (values) => {
    const feed = await saveFeedForm(form, t, () => add.mutateAsync(values));
    if (!feed) return;
    showFeed(feed);
    form.reset({ name: '', url: '' });
    if (feed.lastError) {
      const words = feedErrorWords(t, i18n.language, feed.lastError, feed.lastErrorDetail);
      toastDone(t('calendar.sync.add.addedFailing', { name: feed.name, error: words.message }), 'red');
    } else {
      toastDone(t('calendar.sync.add.added', { name: feed.name, count: feed.eventsImported }));
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} fz="md" id={titleId}>
            {t('calendar.sync.add.title')}
          </Title>
          <FeedFields form={form} suggestions />
          <Group gap="sm" justify="flex-end">
            <Text component="div" role="status" size="sm" c="dimmed">
              {add.isPending && (
                <Group gap={6}>
                  <Loader size="xs" aria-hidden="true" />
                  {t('calendar.sync.add.reading')}
                </Group>
              )}
            </Text>
            <Button
              type="submit"
              loading={add.isPending}
              leftSection={<IconPlus size={16} aria-hidden="true" />}
            >
              {t('calendar.sync.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
