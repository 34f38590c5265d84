import { type ChatChannel, fillPlaceholders, type SavedReply } from '@host-portal/contracts/messaging';
import { Badge, Button, Loader, Menu, Text } from '@mantine/core';
import { IconSettings, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/translation.tsx';
import { useSavedReplies } from '../../api/get-saved-replies.ts';
import type { InsertText } from '../conversation/composer.tsx';
import { ManageSavedRepliesDialog } from './manage-saved-replies-dialog.tsx';
import { languageLabel, orderForGuest, placeholdersFor } from './saved-reply-order.ts';

/**
 * The host's saved replies beside the composer: the ones in the guest's language first; choosing
 * one inserts it with its placeholders filled for this channel (guest's first name, dates, …).
 */
export function SavedRepliesMenu({ channel, onInsert }: { channel: ChatChannel; onInsert: InsertText }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [managing, setManaging] = useState(false);
  const replies = useSavedReplies(opened || managing);
  const { matching, others } = orderForGuest(replies.data ?? [], channel.stay?.guestLanguage);

  const item = (reply: SavedReply) => (
    <Menu.Item
      key={reply.id}
      onClick={() => onInsert(fillPlaceholders(reply.body, placeholdersFor(channel, reply.language)))}
      rightSection={
        <Badge size="xs" variant="light" color="gray">
          {languageLabel(reply.language)}
        </Badge>
      }
    >
      <Text size="sm" lineClamp={1}>
        {reply.title}
      </Text>
    </Menu.Item>
  );

  return (
    <>
      <Menu opened={opened} onChange={setOpened} position="top-start" width={300} shadow="md" withinPortal>
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconTemplate size={16} aria-hidden="true" />}
          >
            {t('messaging.savedReplies.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
          {replies.isPending ? (
            <Menu.Label>
              <Loader size="xs" aria-label={t('commons.loading')} />
            </Menu.Label>
          ) : replies.isError ? (
            <Menu.Label>{t('commons.errorOccuredPleaseTryAgain')}</Menu.Label>
          ) : matching.length + others.length === 0 ? (
            <Menu.Label>{t('messaging.savedReplies.none')}</Menu.Label>
          ) : (
            <>
              {matching.length > 0 && <Menu.Label>{t('messaging.savedReplies.guestLanguage')}</Menu.Label>}
              {matching.map(item)}
              {matching.length > 0 && others.length > 0 && (
                <Menu.Label>{t('messaging.savedReplies.otherLanguages')}</Menu.Label>
              )}
              {others.map(item)}
            </>
          )}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconSettings size={16} aria-hidden="true" />}
            onClick={() => setManaging(true)}
          >
            {t('messaging.savedReplies.manage')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ManageSavedRepliesDialog opened={managing} onClose={() => setManaging(false)} />
    </>
  );
}
