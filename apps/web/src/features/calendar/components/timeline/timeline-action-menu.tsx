import type { BulkAction } from '@host-portal/contracts/calendar';
import { Menu } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCoin,
  IconExternalLink,
  IconLock,
  IconLockOpen,
  IconX,
} from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { TFunction } from '../../../../lib/translation.tsx';
import classes from './timeline.module.css';

export interface MenuLink {
  label: string;
  href: string;
}

/**
 * What can be done with the selected units and nights. It opens at the active cell (Enter, the end
 * of a drag, a tap); its first item takes the focus, Escape closes it and gives the focus back.
 */
export function TimelineActionMenu({
  opened,
  position,
  summary,
  links,
  canClear,
  onAction,
  onClear,
  onClose,
  t,
}: {
  opened: boolean;
  /** where it opens, in the grid's content coordinates */
  position: { left: number; top: number };
  summary: string;
  /** the stays of the active night and the unit's own calendar */
  links: MenuLink[];
  canClear: boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
  onClose: () => void;
  t: TFunction;
}) {
  const labelId = useId();
  return (
    <Menu
      opened={opened}
      onChange={(next) => {
        if (!next) onClose();
      }}
      position="bottom-start"
      returnFocus={false}
      // not "keydown": the Enter that opens the menu would close it again at once (the grid
      // closes it on a pointer press itself, and the focus stays in the menu until it closes)
      clickOutsideEvents={['mousedown', 'touchstart']}
      withInitialFocusPlaceholder={false}
      // the anchor sits on the selection's lower edge, which is the grid's clipped bottom edge on
      // its last row: a detached-looking anchor must not hide the menu
      hideDetached={false}
      shadow="md"
      width={280}
    >
      <Menu.Target>
        <span aria-hidden="true" className={classes.menuAnchor} style={position} />
      </Menu.Target>
      <Menu.Dropdown aria-labelledby={labelId}>
        <Menu.Label id={labelId}>{summary}</Menu.Label>
        <Menu.Item
          data-autofocus
          leftSection={<IconLock size={16} aria-hidden="true" />}
          onClick={() => onAction('block')}
        >
          {t('calendar.timeline.menu.block')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLockOpen size={16} aria-hidden="true" />}
          onClick={() => onAction('unblock')}
        >
          {t('calendar.timeline.menu.unblock')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCoin size={16} aria-hidden="true" />} onClick={() => onAction('price')}>
          {t('calendar.timeline.menu.price')}
        </Menu.Item>
        {links.length > 0 && <Menu.Divider />}
        {links.map((link, n) => (
          <Menu.Item
            key={link.href}
            component={Link}
            to={link.href}
            leftSection={
              n === links.length - 1 ? (
                <IconCalendarEvent size={16} aria-hidden="true" />
              ) : (
                <IconExternalLink size={16} aria-hidden="true" />
              )
            }
          >
            {link.label}
          </Menu.Item>
        ))}
        {canClear && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconX size={16} aria-hidden="true" />} onClick={onClear}>
              {t('calendar.timeline.menu.clear')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
