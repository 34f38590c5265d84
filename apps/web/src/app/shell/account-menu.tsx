import type { UserInfo } from '@host-portal/contracts/user';
import { ActionIcon, Avatar, UnstyledButton } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/route-paths.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { DeferredMenu, lazyMenu } from './deferred-menu.tsx';
import classes from './shell.module.css';

export const accountName = (user: UserInfo) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

export function UserAvatar({ user }: { user: UserInfo }) {
  const src = user.imageUrls?.small;
  return src ? (
    <Avatar src={src} alt="" radius="xl" size={36} />
  ) : (
    <Avatar radius="xl" size={36} color="brand" alt="">
      <IconUserCircle size={24} aria-hidden="true" />
    </Avatar>
  );
}

function AccountMenuButton({ user, onClick }: { user: UserInfo; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      className={classes.desktopOnly}
      aria-label={t('nav.accountMenu', { name: accountName(user) })}
      onClick={onClick}
    >
      <UserAvatar user={user} />
    </UnstyledButton>
  );
}

const AccountMenuPopup = lazyMenu<{ user: UserInfo }>(
  () => import('./account-menu-popup.tsx'),
  ({ user }) => <AccountMenuButton user={user} />,
);

/** Desktop: a dropdown of account entries. Mobile: a link to the account page (001 section 2). */
export function AccountMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  return (
    <>
      <ActionIcon
        component={Link}
        to={paths.account}
        variant="subtle"
        size={44}
        radius="xl"
        className={classes.mobileOnly}
        aria-label={t('nav.account')}
      >
        <UserAvatar user={user} />
      </ActionIcon>
      <DeferredMenu
        menu={AccountMenuPopup}
        props={{ user }}
        button={(onClick) => <AccountMenuButton user={user} onClick={onClick} />}
      />
    </>
  );
}
