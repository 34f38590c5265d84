import { NOTIFICATION_RULES } from '@host-portal/contracts/notifications';
import { Popover } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { NotificationBellButton } from './notification-bell-button.tsx';
import { NotificationFeed } from './notification-feed.tsx';
import classes from './notifications.module.css';

/** On a phone the dropdown takes the screen's width. */
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * The bell with its dropdown, 460 px wide (001 section 9). Loaded when the visitor heads for the
 * bell (the app's deferred menu): `openOnLoad` opens it at once, `focusOnLoad` keeps the focus.
 */
export default function NotificationsPopup({
  unread,
  openOnLoad,
  focusOnLoad,
}: {
  unread: number;
  openOnLoad: boolean;
  focusOnLoad: boolean;
}) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(openOnLoad);
  const titleId = useId();
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={phone ? 'calc(100vw - 16px)' : NOTIFICATION_RULES.dropdownWidth}
      position="bottom-end"
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <NotificationBellButton
          unread={unread}
          autoFocus={focusOnLoad}
          aria-expanded={opened}
          aria-haspopup="dialog"
          onClick={() => setOpened((open) => !open)}
        />
      </Popover.Target>
      {/* named by its heading, not by the bell (Mantine's default) */}
      <Popover.Dropdown className={classes.dropdown} aria-labelledby={titleId}>
        <NotificationFeed titleId={titleId} onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
