import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import classes from './dialog.module.css';

export interface DialogProps extends Omit<ModalRootProps, 'title' | 'children'> {
  title: ReactNode;
  children: ReactNode;
}

/**
 * Mantine's Modal with an accessible frame: its header is a plain element (Mantine's `<header>`
 * counts as a second banner landmark for screen readers) and the close button has a name.
 */
export function Dialog({ title, children, ...root }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root {...root}>
      <Modal.Overlay />
      <Modal.Content>
        <div className={classes.header}>
          <Modal.Title className={classes.title}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('commons.close')} />
        </div>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
