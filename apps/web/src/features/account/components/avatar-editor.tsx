import type { UserInfo } from '@host-portal/contracts/user';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconTrash, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDeleteUserImage } from '../api/delete-user-image.ts';
import { useUploadUserImage } from '../api/upload-user-image.ts';

export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';

export function AvatarEditor({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const upload = useUploadUserImage();
  const remove = useDeleteUserImage();
  const src = user.imageUrls?.large ?? user.imageUrls?.small;

  const onFile = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: t('account.profile.imageSaved') }),
    });
  };

  return (
    <Group gap="lg" align="center">
      <Avatar
        src={src}
        size={96}
        radius={96}
        alt={src ? t('account.profile.imageAlt') : undefined}
        color="brand"
      >
        <IconUserCircle size={64} aria-hidden="true" />
      </Avatar>
      <Stack gap="xs">
        <Group gap="sm">
          <FileButton onChange={onFile} accept={AVATAR_ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={upload.isPending}
                leftSection={<IconPhoto size={18} aria-hidden="true" />}
              >
                {src ? t('account.profile.changeImage') : t('account.profile.uploadImage')}
              </Button>
            )}
          </FileButton>
          {src && (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              leftSection={<IconTrash size={18} aria-hidden="true" />}
              onClick={() => remove.mutate()}
            >
              {t('account.profile.removeImage')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('account.profile.imageHint')}
        </Text>
      </Stack>
    </Group>
  );
}
