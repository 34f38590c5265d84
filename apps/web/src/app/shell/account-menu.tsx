import type { UserInfo } from '@host-portal/contracts/user';
import { ActionIcon, Avatar, Menu, UnstyledButton } from '@mantine/core';
import {
  IconCash,
  IconCoins,
  IconCreditCard,
  IconExternalLink,
  IconLanguage,
  IconLogout,
  IconReceipt,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { helpCenterHref, visibleAccountTabs } from '../../lib/account-entries.ts';
import { useAppContext } from '../../lib/app-context.tsx';
import { type AccountTab, build, paths } from '../../lib/route-paths.ts';
import classes from './shell.module.css';

const TAB_ICONS: Record<AccountTab, typeof IconUser> = {
  profile: IconUser,
  billing: IconReceipt,
  payout: IconCash,
  pricing: IconCoins,
  payment: IconCreditCard,
  earnings: IconCash,
  localization: IconLanguage,
};

function UserAvatar({ user }: { user: UserInfo }) {
  const src = user.imageUrls?.small;
  return src ? (
    <Avatar src={src} alt="" radius="xl" size={36} />
  ) : (
    <Avatar radius="xl" size={36} color="brand" alt="">
      <IconUserCircle size={24} aria-hidden="true" />
    </Avatar>
  );
}

/** Desktop: a dropdown of account entries. Mobile: a link to the account page (001 section 2). */
export function AccountMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { settings, locale } = useAppContext();
  const tabs = visibleAccountTabs(user);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

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
      <Menu position="bottom-end" width={240} shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton className={classes.desktopOnly} aria-label={t('nav.accountMenu', { name })}>
            <UserAvatar user={user} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{name}</Menu.Label>
          {tabs.map((tab) => {
            const Icon = TAB_ICONS[tab];
            return (
              <Menu.Item
                key={tab}
                component={Link}
                to={build.accountTab(tab)}
                leftSection={<Icon size={16} aria-hidden="true" />}
              >
                {t(`account.tabs.${tab}`)}
              </Menu.Item>
            );
          })}
          {settings.helpCenterUrl && (
            <Menu.Item
              component="a"
              href={helpCenterHref(settings.helpCenterUrl, locale)}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconExternalLink size={16} aria-hidden="true" />}
            >
              {t('nav.helpCenter')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item
            component={Link}
            to={paths.logout}
            leftSection={<IconLogout size={16} aria-hidden="true" />}
          >
            {t('nav.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
