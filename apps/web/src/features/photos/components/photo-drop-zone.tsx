import type { PhotosConstraints } from '@host-portal/contracts/listing';
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';
import { megabytes, typeNames } from './check-photo-file.ts';
import classes from './photo-manager.module.css';

/** Drop files here, or pick them with the (keyboard reachable) button; several at once. */
export function PhotoDropZone({
  constraints,
  onFiles,
  disabled,
}: {
  constraints: PhotosConstraints;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

  return (
    <section
      className={classes.dropZone}
      data-over={over || undefined}
      aria-label={t('photos.dropZoneLabel')}
      onDragOver={(e) => {
        if (!hasFiles(e) || disabled) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (!hasFiles(e) || disabled) return;
        e.preventDefault();
        setOver(false);
        onFiles(Array.from(e.dataTransfer.files));
      }}
    >
      <Stack align="center" gap="xs">
        <IconPhotoPlus size={36} aria-hidden="true" />
        <Text fw={600}>{t('photos.dropHere')}</Text>
        <FileButton
          onChange={(files) => files.length && onFiles(files)}
          accept={constraints.mimeTypes.join(',')}
          multiple
          disabled={disabled}
        >
          {(props) => (
            <Button {...props} variant="light">
              {t('photos.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed" ta="center">
          {t('photos.rules', {
            types: typeNames(constraints),
            minWidth: constraints.minWidth,
            minHeight: constraints.minHeight,
            maxSize: megabytes(constraints.maxFileSize),
            maxCount: constraints.maxCount,
          })}
        </Text>
      </Stack>
    </section>
  );
}
