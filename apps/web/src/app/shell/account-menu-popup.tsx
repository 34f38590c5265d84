import type { UserInfo } from '@host-portal/contracts/user';
import { Menu } from '@mantine/core';
import {
  IconApi,
  IconCash,
  IconCoins,
  IconCreditCard,
  IconExternalLink,
  IconGift,
  IconLanguage,
  IconLogout,
  IconReceipt,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { helpCenterHref, visibleAccountTabs } from '../../lib/account-entries.ts';
import { useAppContext } from '../../lib/app-context.tsx';
import { type AccountTab, build, paths } from '../../lib/route-paths.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { AccountMenuButton, accountName } from './account-menu.tsx';
import type { DeferredMenuProps } from './deferred-menu.tsx';

const TAB_ICONS: Record<AccountTab, typeof IconUser> = {
  profile: IconUser,
  billing: IconReceipt,
  payout: IconCash,
  pricing: IconCoins,
  payment: IconCreditCard,
  earnings: IconCash,
  localization: IconLanguage,
  api: IconApi,
};

/** The desktop dropdown of account entries (loaded when the visitor heads for it, see deferred-menu.tsx). */
export default function AccountMenuPopup({
  user,
  openOnLoad,
  focusOnLoad,
}: { user: UserInfo } & DeferredMenuProps) {
  const { t } = useTranslation();
  const { settings, locale } = useAppContext();
  const tabs = visibleAccountTabs(user);
  const name = accountName(user);

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal defaultOpened={openOnLoad}>
      <Menu.Target>
        <AccountMenuButton user={user} autoFocus={focusOnLoad} />
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
        <Menu.Item
          component={Link}
          to={paths.referral}
          leftSection={<IconGift size={16} aria-hidden="true" />}
        >
          {t('referral.menu')}
        </Menu.Item>
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
  );
}
