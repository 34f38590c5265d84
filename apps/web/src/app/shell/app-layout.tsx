import { Outlet, useLocation } from 'react-router';
import { hostSocketAddress } from '../../features/messaging/api/get-messaging-token.ts';
import { useUnreadChannels } from '../../features/messaging/api/get-unread-channels.ts';
import { useMessagingLiveUpdates } from '../../features/messaging/api/use-messaging-live-updates.ts';
import { useNotificationLiveUpdates } from '../../features/notifications/api/use-notification-live-updates.ts';
import { usePendingCount } from '../../features/reservations/api/get-pending-count.ts';
import { useAppContext } from '../../lib/app-context.tsx';
import { ChatSocketProvider } from '../../lib/chat-socket-provider.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { paths } from '../../lib/route-paths.ts';
import { AccountMenu } from './account-menu.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { Brand } from './brand.tsx';
import { chatConnectionAllowed } from './chat-connection.ts';
import { CreditCounters } from './credit-counters.tsx';
import { HelpMenu } from './help-menu.tsx';
import { ImpersonationBar } from './impersonation-bar.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { navEntries } from './nav-entries.ts';
import { NotificationBell } from './notification-bell.tsx';
import classes from './shell.module.css';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';
import { VerificationBannerSlot } from './verification-banner-slot.tsx';
import { WelcomeTourSlot } from './welcome-tour-slot.tsx';

/**
 * The signed-in shell inside the page's one chat connection (issue 9): it carries the inbox's
 * and the notification feed's live updates, and connects only when the rule allows.
 */
export function AppLayout() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <ChatSocketProvider connect={hostSocketAddress} enabled={chatConnectionAllowed(user, pathname)}>
      <Shell />
    </ChatSocketProvider>
  );
}

/** Header with desktop navigation, main area, mobile bottom bar. */
function Shell() {
  const { settings, locale } = useAppContext();
  const user = useCurrentUser();
  const entries = user ? navEntries(settings, user.appFeatures, locale, user.isStaff) : [];
  // the booking requests waiting for an answer, on the entry that leads to them (001 section 2)
  const pending = usePendingCount(Boolean(user?.appFeatures.bookingsAvailable)).data;
  // the channels with unread messages, on the inbox entry (commission accounts have one)
  const unreadChannels = useUnreadChannels(Boolean(user?.appFeatures.commissionApplicable)).data;
  useMessagingLiveUpdates();
  useNotificationLiveUpdates();
  const counts = { bookings: pending, reservations: pending, inbox: unreadChannels };

  return (
    <>
      <SkipLink />
      <ImpersonationBar />
      <header className={classes.header}>
        <Brand to={settings.features.overview ? paths.home : paths.properties} />
        <TopBar entries={entries} counts={counts} />
        <div className={classes.spacer} />
        {user && <CreditCounters user={user} />}
        {user && <HelpMenu />}
        {user && <NotificationBell />}
        <LanguageMenu />
        {user && <AccountMenu user={user} />}
      </header>
      <main id={MAIN_ID} className={classes.main} tabIndex={-1}>
        <VerificationBannerSlot />
        <Outlet />
      </main>
      <BottomBar entries={entries} counts={counts} />
      <WelcomeTourSlot />
    </>
  );
}
