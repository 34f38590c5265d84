import type { PhotosConstraints } from '@host-portal/contracts/listing';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { unitPhotosQueryOptions } from '../api/get-unit-photos.ts';
import { uploadUnitPhoto } from '../api/upload-unit-photo.ts';
import { checkPhotoFile } from './check-photo-file.ts';

export interface UploadItem {
  key: string;
  name: string;
  /** 0..1 */
  progress: number;
  status: 'queued' | 'uploading' | 'done' | 'error';
  message?: string;
}

const PARALLEL = 3;
let counter = 0;

/**
 * The upload queue: each file is checked in the browser, then sent on its own request (three at a
 * time) with its own progress; refused files keep their message until dismissed.
 */
export function usePhotoUploads(unitId: string, constraints: PhotosConstraints, photoCount: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const active = useRef(0);
  const waiting = useRef<{ key: string; file: File }[]>([]);
  const accepted = useRef(0);

  const update = useCallback(
    (key: string, patch: Partial<UploadItem>) =>
      setItems((all) => all.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [],
  );

  const pump = useCallback(() => {
    while (active.current < PARALLEL && waiting.current.length > 0) {
      const next = waiting.current.shift()!;
      active.current += 1;
      update(next.key, { status: 'uploading', progress: 0 });
      uploadUnitPhoto(unitId, next.file, { onProgress: (progress) => update(next.key, { progress }) })
        .then(async () => {
          await queryClient.invalidateQueries({ queryKey: unitPhotosQueryOptions(unitId).queryKey });
          // the refetched list now counts this photo
          accepted.current -= 1;
          setItems((all) => all.filter((item) => item.key !== next.key));
        })
        .catch((error: unknown) => {
          accepted.current -= 1;
          const message =
            isApiError(error) && error.message
              ? (error.fieldErrors.photo ?? error.message)
              : t('photos.uploadFailed');
          update(next.key, { status: 'error', message });
        })
        .finally(() => {
          active.current -= 1;
          pump();
        });
    }
  }, [queryClient, t, unitId, update]);

  const addFiles = useCallback(
    async (files: File[]) => {
      const entries = files.map((file) => ({ key: `upload-${++counter}`, file }));
      setItems((all) => [
        ...all,
        ...entries.map(({ key, file }) => ({ key, name: file.name, progress: 0, status: 'queued' as const })),
      ]);
      for (const { key, file } of entries) {
        const refusal = await checkPhotoFile(file, constraints);
        if (refusal) {
          update(key, { status: 'error', message: t(refusal.key, refusal.values) });
          continue;
        }
        if (photoCount + accepted.current >= constraints.maxCount) {
          update(key, {
            status: 'error',
            message: t('photos.refused.tooMany', { max: constraints.maxCount }),
          });
          continue;
        }
        accepted.current += 1;
        waiting.current.push({ key, file });
        pump();
      }
    },
    [constraints, photoCount, pump, t, update],
  );

  const dismiss = useCallback((key: string) => setItems((all) => all.filter((item) => item.key !== key)), []);

  return { items, addFiles, dismiss };
}
