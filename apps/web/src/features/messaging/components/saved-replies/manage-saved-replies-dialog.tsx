import type { SavedReply } from '@host-portal/contracts/messaging';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { LoadingSkeleton } from '../../../../components/ui/loading-skeleton.tsx';
import { useTranslation } from '../../../../lib/translation.tsx';
import { useDeleteSavedReply } from '../../api/delete-saved-reply.ts';
import { useSavedReplies } from '../../api/get-saved-replies.ts';
import { SavedReplyForm } from './saved-reply-form.tsx';
import { languageLabel } from './saved-reply-order.ts';

type Mode = { kind: 'list' } | { kind: 'edit'; reply: SavedReply | null };

/** Create, change and delete saved replies (title, language, text with placeholders). */
export function ManageSavedRepliesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [confirming, setConfirming] = useState<string | null>(null);
  const replies = useSavedReplies(opened);
  const remove = useDeleteSavedReply();
  const close = () => {
    setMode({ kind: 'list' });
    setConfirming(null);
    onClose();
  };

  return (
    <Dialog opened={opened} onClose={close} title={t('messaging.savedReplies.manageTitle')} size="lg">
      {mode.kind === 'edit' ? (
        <SavedReplyForm reply={mode.reply} onDone={() => setMode({ kind: 'list' })} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('messaging.savedReplies.intro')}
            </Text>
            <Button
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setMode({ kind: 'edit', reply: null })}
            >
              {t('messaging.savedReplies.new')}
            </Button>
          </Group>
          {replies.isPending ? (
            <LoadingSkeleton count={3} item={<Paper withBorder radius="md" p="md" h={64} />} />
          ) : replies.isError ? (
            <ErrorState error={replies.error} onRetry={() => void replies.refetch()} />
          ) : replies.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {t('messaging.savedReplies.none')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {replies.data.map((reply) => (
                <Paper key={reply.id} component="li" withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2} miw={0}>
                      <Group gap="xs">
                        <Text fw={600} size="sm">
                          {reply.title}
                        </Text>
                        <Badge size="xs" variant="light" color="gray">
                          {languageLabel(reply.language)}
                        </Badge>
                      </Group>
                      <Text size="sm" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-wrap' }}>
                        {reply.body}
                      </Text>
                    </Stack>
                    {confirming === reply.id ? (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          color="red"
                          loading={remove.isPending}
                          onClick={() => remove.mutate(reply.id, { onSettled: () => setConfirming(null) })}
                        >
                          {t('messaging.savedReplies.confirmDelete')}
                        </Button>
                        <Button size="compact-sm" variant="default" onClick={() => setConfirming(null)}>
                          {t('commons.cancel')}
                        </Button>
                      </Group>
                    ) : (
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={t('messaging.savedReplies.edit', { title: reply.title })}>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('messaging.savedReplies.edit', { title: reply.title })}
                            onClick={() => setMode({ kind: 'edit', reply })}
                          >
                            <IconPencil size={16} aria-hidden="true" />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('messaging.savedReplies.delete', { title: reply.title })}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('messaging.savedReplies.delete', { title: reply.title })}
                            onClick={() => setConfirming(reply.id)}
                          >
                            <IconTrash size={16} aria-hidden="true" />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    )}
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Dialog>
  );
}
