import { useUnreadNotifications } from '../../features/notifications/api/get-notifications.ts';
import { NotificationBellButton } from '../../features/notifications/components/notification-bell-button.tsx';
import { DeferredMenu, lazyMenu } from './deferred-menu.tsx';

const NotificationsPopup = lazyMenu<{ unread: number }>(
  () => import('../../features/notifications/components/notifications-popup.tsx'),
  ({ unread }) => <NotificationBellButton unread={unread} />,
);

/** The bell with its count; the dropdown's code loads when the visitor heads for it. */
export default function NotificationBellMenu() {
  const unread = useUnreadNotifications();
  return (
    <DeferredMenu
      menu={NotificationsPopup}
      props={{ unread }}
      button={(handlers) => <NotificationBellButton unread={unread} {...handlers} />}
    />
  );
}
