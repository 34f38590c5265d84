import type { PhotosConstraints } from '@host-portal/contracts/listing';
import type { UnitPhoto } from '@host-portal/contracts/photos';
import { Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDeleteUnitPhoto } from '../api/delete-unit-photo.ts';
import { useUnitPhotos } from '../api/get-unit-photos.ts';
import { useReorderUnitPhotos } from '../api/reorder-unit-photos.ts';
import { useSetCoverPhoto } from '../api/set-cover-photo.ts';
import { PhotoDropZone } from './photo-drop-zone.tsx';
import { PhotoGrid } from './photo-grid.tsx';
import { UploadList } from './upload-list.tsx';
import { usePhotoUploads } from './use-photo-uploads.ts';

export interface PhotoManagerProps {
  /** The unit whose photos are managed. */
  unitId: string;
  /** `propertiesConfiguration.propertyUnit.photosConstraints` (types, dimensions, bytes, count). */
  constraints: PhotosConstraints;
}

/**
 * Upload (drop or pick, several at once, a progress bar each), reorder (drag or arrow buttons), set
 * the cover and delete the photos of a unit. Rendered by the listing flow's photos step and the
 * unit's photos page.
 */
export function PhotoManager({ unitId, constraints }: PhotoManagerProps) {
  const { t } = useTranslation();
  const photos = useUnitPhotos(unitId);
  const items = photos.data?.items ?? [];
  const uploads = usePhotoUploads(unitId, constraints, items.length);
  const reorder = useReorderUnitPhotos(unitId);
  const cover = useSetCoverPhoto(unitId);
  const remove = useDeleteUnitPhoto(unitId);
  const [toDelete, setToDelete] = useState<UnitPhoto | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const fail = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: isApiError(error) && error.message ? error.message : t('commons.errorOccuredPleaseTryAgain'),
    });
  const busy = reorder.isPending || cover.isPending || remove.isPending;

  return (
    <Stack gap="md">
      <PhotoDropZone
        constraints={constraints}
        onFiles={(files) => void uploads.addFiles(files)}
        disabled={photos.isPending || photos.isError}
      />
      <UploadList items={uploads.items} onDismiss={uploads.dismiss} />
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {photos.isPending ? (
        <Group gap="sm" role="status" aria-busy="true" aria-label={t('photos.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} w={150} h={100} radius="md" />
          ))}
        </Group>
      ) : photos.isError ? (
        <ErrorState error={photos.error} onRetry={() => void photos.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center">
          {t('photos.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('photos.count', { count: items.length, max: constraints.maxCount })}
          </Text>
          <PhotoGrid
            photos={items}
            busy={busy}
            onReorder={(ids, moved) =>
              reorder.mutate(ids, {
                onSuccess: () => setAnnouncement(t('photos.moved', moved)),
                onError: fail,
              })
            }
            onCover={(photo) =>
              cover.mutate(photo.id, {
                // the cover is the photo guests see first: it moves to the front of the order
                onSuccess: (answer) => {
                  const ids = [...answer.items].sort((a, b) => a.position - b.position).map((p) => p.id);
                  if (ids[0] === photo.id) return setAnnouncement(t('photos.coverSet'));
                  reorder.mutate([photo.id, ...ids.filter((id) => id !== photo.id)], {
                    onSuccess: () => setAnnouncement(t('photos.coverSet')),
                    onError: fail,
                  });
                },
                onError: fail,
              })
            }
            onDelete={setToDelete}
          />
        </>
      )}
      <Dialog
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('photos.deleteTitle')}
        centered
      >
        <Stack>
          <Text>{toDelete?.isCover ? t('photos.deleteCoverText') : t('photos.deleteText')}</Text>
          {toDelete && (
            <img src={toDelete.urls.small} alt="" width={160} style={{ borderRadius: 8, height: 'auto' }} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {t('commons.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                toDelete &&
                remove.mutate(toDelete.id, {
                  onSuccess: () => {
                    setToDelete(null);
                    setAnnouncement(t('photos.deleted'));
                  },
                  onError: fail,
                })
              }
            >
              {t('photos.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
