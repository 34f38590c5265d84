import type { Unit } from '@host-portal/contracts/units';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDeleteUnit } from '../api/delete-unit.ts';
import { type PublicationAction, useChangeUnitPublication } from '../api/publish-unit.ts';
import { publishBlockedByRegistration } from '../unit-status.ts';

/** Publish, unpublish and delete, as the server's availableActions allow (000 section 4). */
export function UnitActions({ unit, title }: { unit: Unit; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const publication = useChangeUnitPublication(unit);
  const remove = useDeleteUnit(unit);
  const [confirmOpen, confirm] = useDisclosure(false);
  const [unpublishOpen, unpublishConfirm] = useDisclosure(false);
  const reasonId = useId();
  const blocked = publishBlockedByRegistration(unit);
  const can = (action: Unit['availableActions'][number]) => unit.availableActions.includes(action);

  const run = (action: PublicationAction) =>
    publication.mutate(action, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: t(`units.actions.${action}Done`, { title }) }),
    });

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        confirm.close();
        notifications.show({ color: 'green', message: t('units.actions.deleteDone', { title }) });
        navigate(build.property(unit.propertyId), { replace: true });
      },
    });

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        {can('publish') && (
          <Button
            leftSection={<IconEye size={16} aria-hidden="true" />}
            onClick={() => run('publish')}
            loading={publication.isPending && publication.variables === 'publish'}
            disabled={blocked}
            aria-describedby={blocked ? reasonId : undefined}
          >
            {t('units.actions.publish')}
          </Button>
        )}
        {can('unpublish') && (
          <Button
            variant="default"
            leftSection={<IconEyeOff size={16} aria-hidden="true" />}
            onClick={unpublishConfirm.open}
            loading={publication.isPending && publication.variables === 'unpublish'}
          >
            {t('units.actions.unpublish')}
          </Button>
        )}
        {can('delete') && (
          <Button
            color="red.9"
            variant="outline"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={confirm.open}
          >
            {t('units.actions.delete')}
          </Button>
        )}
      </Group>
      {can('publish') && blocked && (
        <Text size="sm" c="red.8" id={reasonId}>
          {t('units.actions.publishBlocked')}
        </Text>
      )}
      <Dialog
        opened={unpublishOpen}
        onClose={unpublishConfirm.close}
        title={t('units.actions.unpublishTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('units.actions.unpublishText', { title })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={unpublishConfirm.close} data-autofocus>
              {t('commons.cancel')}
            </Button>
            <Button
              onClick={() => {
                unpublishConfirm.close();
                run('unpublish');
              }}
              loading={publication.isPending && publication.variables === 'unpublish'}
            >
              {t('units.actions.unpublish')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
      <Dialog opened={confirmOpen} onClose={confirm.close} title={t('units.actions.deleteTitle')} centered>
        <Stack gap="md">
          <Text>{t('units.actions.deleteText', { title })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={confirm.close} data-autofocus>
              {t('commons.cancel')}
            </Button>
            <Button color="red" onClick={onDelete} loading={remove.isPending}>
              {t('units.actions.delete')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
