import { Outlet } from 'react-router';
import { usePendingCount } from '../../features/reservations/api/get-pending-count.ts';
import { useAppContext } from '../../lib/app-context.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { paths } from '../../lib/route-paths.ts';
import { AccountMenu } from './account-menu.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { Brand } from './brand.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { navEntries } from './nav-entries.ts';
import classes from './shell.module.css';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

/** The signed-in shell: header with desktop navigation, main area, mobile bottom bar. */
export function AppLayout() {
  const { settings, locale } = useAppContext();
  const user = useCurrentUser();
  const entries = user ? navEntries(settings, user.appFeatures, locale, user.isStaff) : [];
  // the booking requests waiting for an answer, on the entry that leads to them (001 section 2)
  const pending = usePendingCount(Boolean(user?.appFeatures.bookingsAvailable)).data;
  const counts = { bookings: pending, reservations: pending };

  return (
    <>
      <SkipLink />
      <header className={classes.header}>
        <Brand to={settings.features.overview ? paths.home : paths.properties} />
        <TopBar entries={entries} counts={counts} />
        <div className={classes.spacer} />
        <LanguageMenu />
        {user && <AccountMenu user={user} />}
      </header>
      <main id={MAIN_ID} className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <BottomBar entries={entries} counts={counts} />
    </>
  );
}
