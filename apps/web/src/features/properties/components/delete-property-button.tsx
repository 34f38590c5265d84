import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDeleteProperty } from '../api/delete-property.ts';

export function DeletePropertyButton({ propertyId, title }: { propertyId: string; title: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const remove = useDeleteProperty();

  const confirm = () =>
    remove.mutate(propertyId, {
      onSuccess: () => {
        close();
        notifications.show({ color: 'green', message: t('properties.delete.done', { title }) });
        navigate(paths.properties, { replace: true });
      },
    });

  return (
    <>
      <Button
        color="red.9"
        variant="outline"
        leftSection={<IconTrash size={18} aria-hidden="true" />}
        onClick={open}
      >
        {t('properties.delete.button')}
      </Button>
      <Dialog opened={opened} onClose={close} title={t('properties.delete.confirmTitle')} centered>
        <Stack gap="md">
          <Text>{t('properties.delete.confirmText', { title })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('commons.cancel')}
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              {t('properties.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
