import { type ChatChannel, MESSAGING_RULES } from '@host-portal/contracts/messaging';
import { ActionIcon, Button, Group, Popover, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/translation.tsx';
import { useUpdateChannel } from '../../api/update-channel.ts';

/**
 * The door code of the channel's unit, kept for saved replies (their door-code placeholder), for
 * every conversation about the unit. Only the host sees it; guests get it when a reply is sent.
 */
export function DoorCodeControl({ channel }: { channel: ChatChannel }) {
  const { t } = useTranslation();
  const update = useUpdateChannel();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState(channel.doorCode ?? '');
  const unit = channel.unitTitle ?? '';
  const label = channel.doorCode
    ? t('messaging.doorCode.labelSet', { unit })
    : t('messaging.doorCode.label', { unit });

  const save = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { channelId: channel.id, flags: { doorCode: value.trim() || null } },
      { onSuccess: () => setOpened(false) },
    );
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={280}
      trapFocus
      returnFocus
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <Tooltip label={label}>
          <ActionIcon
            variant="subtle"
            color={channel.doorCode ? 'teal' : 'gray'}
            size="lg"
            aria-label={label}
            aria-expanded={opened}
            onClick={() => {
              setValue(channel.doorCode ?? '');
              setOpened((o) => !o);
            }}
          >
            <IconKey size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={save}>
          <Stack gap="xs">
            <TextInput
              label={t('messaging.doorCode.field')}
              value={value}
              maxLength={MESSAGING_RULES.doorCodeMaxLength}
              onChange={(e) => setValue(e.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            <Text size="xs" c="dimmed">
              {t('messaging.doorCode.hint', { unit })}
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setOpened(false)}>
                {t('commons.cancel')}
              </Button>
              <Button type="submit" size="xs" loading={update.isPending}>
                {t('commons.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
