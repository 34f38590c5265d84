import type { UnitPhoto } from '@host-portal/contracts/photos';
import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation.tsx';
import classes from './photo-manager.module.css';

export interface PhotoCardProps {
  photo: UnitPhoto;
  index: number;
  count: number;
  busy: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onMove: (from: number, to: number) => void;
  onCover: (photo: UnitPhoto) => void;
  onDelete: (photo: UnitPhoto) => void;
  onDragStart: (index: number) => void;
  onDragEnter: (index: number) => void;
  onDragEnd: () => void;
  onDrop: (index: number) => void;
}

function IconButton({
  label,
  ...props
}: { label: string } & React.ComponentProps<typeof ActionIcon<'button'>>) {
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon variant="subtle" size="lg" aria-label={label} {...props} />
    </Tooltip>
  );
}

/** A photo tile: draggable, with move-left/right, cover and delete buttons for keyboard and touch. */
export function PhotoCard(props: PhotoCardProps) {
  const { photo, index, count, busy } = props;
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <li
      className={classes.card}
      data-dragging={props.dragging || undefined}
      data-drop-target={props.dropTarget || undefined}
      draggable={!busy}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', photo.id);
        props.onDragStart(index);
      }}
      onDragEnter={() => props.onDragEnter(index)}
      onDragOver={(e) => e.preventDefault()}
      onDragEnd={props.onDragEnd}
      onDrop={(e) => {
        e.preventDefault();
        props.onDrop(index);
      }}
    >
      <img
        className={classes.image}
        src={photo.urls.small}
        srcSet={photo.srcset}
        sizes="(min-width: 48em) 15rem, 50vw"
        width={photo.width}
        height={photo.height}
        alt={t('photos.photoAlt', { n, count })}
        loading="lazy"
        draggable={false}
      />
      {photo.isCover && (
        <Badge className={classes.badge} color="brand" variant="filled">
          {t('photos.cover')}
        </Badge>
      )}
      <Group className={classes.actions} gap={0}>
        <IconButton
          label={t('photos.moveLeft', { n })}
          disabled={busy || index === 0}
          onClick={() => props.onMove(index, index - 1)}
        >
          <IconArrowLeft size={18} aria-hidden="true" />
        </IconButton>
        <IconButton
          label={t('photos.makeCover', { n })}
          disabled={busy || photo.isCover}
          aria-pressed={photo.isCover}
          onClick={() => props.onCover(photo)}
        >
          <IconStar size={18} aria-hidden="true" />
        </IconButton>
        <IconButton
          label={t('photos.delete', { n })}
          color="red"
          disabled={busy}
          onClick={() => props.onDelete(photo)}
        >
          <IconTrash size={18} aria-hidden="true" />
        </IconButton>
        <IconButton
          label={t('photos.moveRight', { n })}
          disabled={busy || index === count - 1}
          onClick={() => props.onMove(index, index + 1)}
        >
          <IconArrowRight size={18} aria-hidden="true" />
        </IconButton>
      </Group>
    </li>
  );
}
