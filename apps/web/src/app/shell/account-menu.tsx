import type { UserInfo } from '@host-portal/contracts/user';
import { IconUserCircle } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { Link } from 'react-router';
import { iconButtonClass } from '../../components/ui/plain.tsx';
import { paths } from '../../lib/route-paths.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { DeferredMenu, lazyMenu } from './deferred-menu.tsx';
import classes from './shell.module.css';

export const accountName = (user: UserInfo) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

export function UserAvatar({ user }: { user: UserInfo }) {
  const src = user.imageUrls?.small;
  return (
    <span className={classes.avatar}>
      {src ? <img src={src} alt="" /> : <IconUserCircle size={24} aria-hidden="true" />}
    </span>
  );
}

/** The account menu's trigger (desktop), for the stand-in and for Menu.Target, which passes its ref. */
export const AccountMenuButton = forwardRef<
  HTMLButtonElement,
  { user: UserInfo } & ComponentPropsWithoutRef<'button'>
>(function AccountMenuButton({ user, ...rest }, ref) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      className={`${classes.avatarButton} ${classes.desktopOnly}`}
      aria-label={t('nav.accountMenu', { name: accountName(user) })}
      {...rest}
    >
      <UserAvatar user={user} />
    </button>
  );
});

const AccountMenuPopup = lazyMenu<{ user: UserInfo }>(
  () => import('./account-menu-popup.tsx'),
  ({ user }) => <AccountMenuButton user={user} />,
);

/** Desktop: a dropdown of account entries. Mobile: a link to the account page (001 section 2). */
export function AccountMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  return (
    <>
      <Link
        to={paths.account}
        className={`${iconButtonClass} ${classes.mobileOnly}`}
        aria-label={t('nav.account')}
      >
        <UserAvatar user={user} />
      </Link>
      <DeferredMenu
        menu={AccountMenuPopup}
        props={{ user }}
        button={(handlers) => <AccountMenuButton user={user} {...handlers} />}
      />
    </>
  );
}
