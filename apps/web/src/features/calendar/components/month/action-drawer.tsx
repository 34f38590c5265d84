import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import dialogClasses from '../../../../components/ui/dialog.module.css';
import { useTranslation } from '../../../../lib/translation.tsx';

/** The action panel on a phone: a drawer from the bottom, with a named close button. */
export function ActionDrawer({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="bottom" size="85%">
      <Drawer.Overlay />
      <Drawer.Content radius="md">
        <div className={dialogClasses.header}>
          <Drawer.Title className={dialogClasses.title}>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('commons.close')} />
        </div>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
