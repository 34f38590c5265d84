import { badgeText } from '@host-portal/contracts/notifications';
import { IconBell } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { iconButtonClass } from '../../../components/ui/plain.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import classes from './notifications.module.css';

/**
 * The bell in the header: the unread count up to ten, a dot above (001 section 9); its name says
 * the count. The trigger of the feed's dropdown, so it passes its ref on.
 */
export const NotificationBellButton = forwardRef<
  HTMLButtonElement,
  { unread: number } & ComponentPropsWithoutRef<'button'>
>(function NotificationBellButton({ unread, className, ...rest }, ref) {
  const { t } = useTranslation();
  const text = badgeText(unread);
  return (
    <button
      ref={ref}
      type="button"
      className={`${iconButtonClass} ${classes.bell} ${className ?? ''}`}
      aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
      {...rest}
    >
      <IconBell size={22} aria-hidden="true" />
      {text && (
        <span
          className={`${classes.badge} ${text === '•' ? classes.dot : ''}`}
          aria-hidden="true"
          data-testid="bell-badge"
        >
          {text === '•' ? '' : text}
        </span>
      )}
    </button>
  );
});
