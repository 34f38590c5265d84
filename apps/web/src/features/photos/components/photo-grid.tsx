import type { UnitPhoto } from '@host-portal/contracts/photos';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';
import { PhotoCard } from './photo-card.tsx';
import classes from './photo-manager.module.css';

export const moveItem = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/** The photos in order; drag a tile onto another to move it there, or use the arrow buttons. */
export function PhotoGrid({
  photos,
  busy,
  onReorder,
  onCover,
  onDelete,
}: {
  photos: UnitPhoto[];
  busy: boolean;
  onReorder: (ids: string[], moved: { n: number; to: number }) => void;
  onCover: (photo: UnitPhoto) => void;
  onDelete: (photo: UnitPhoto) => void;
}) {
  const { t } = useTranslation();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= photos.length) return;
    onReorder(
      moveItem(photos, from, to).map((p) => p.id),
      { n: from + 1, to: to + 1 },
    );
  };
  const endDrag = () => {
    setDragFrom(null);
    setDragOver(null);
  };

  return (
    <ul className={classes.grid} aria-label={t('photos.listLabel')}>
      {photos.map((photo, index) => (
        <PhotoCard
          key={photo.id}
          photo={photo}
          index={index}
          count={photos.length}
          busy={busy}
          dragging={dragFrom === index}
          dropTarget={dragFrom !== null && dragOver === index && dragOver !== dragFrom}
          onMove={move}
          onCover={onCover}
          onDelete={onDelete}
          onDragStart={setDragFrom}
          onDragEnter={setDragOver}
          onDragEnd={endDrag}
          onDrop={(to) => {
            if (dragFrom !== null) move(dragFrom, to);
            endDrag();
          }}
        />
      ))}
    </ul>
  );
}
