import { Grid, NavLink as MantineNavLink, Paper } from '@mantine/core';
import { IconExternalLink, IconLogout } from '@tabler/icons-react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { helpCenterHref, visibleAccountTabs } from '../../../lib/account-entries.ts';
import { useAppContext } from '../../../lib/app-context.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { ACCOUNT_TABS, type AccountTab, build, paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** /account and /account/{tab}: the account navigation beside the chosen tab. */
export default function AccountLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { settings, locale } = useAppContext();
  const user = useCurrentUser();
  if (!user) return null;
  const tabs = visibleAccountTabs(user);
  // a tab the account does not show (pricing, payment, earnings by 001 section 2) is not opened by its address either
  const current = pathname.split('/')[2] as AccountTab | undefined;
  if (current && ACCOUNT_TABS.includes(current) && !tabs.includes(current)) {
    return <Navigate to={build.accountTab('profile')} replace />;
  }

  return (
    <PageContainer>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder radius="md" p={4} component="nav" aria-label={t('account.navLabel')}>
            {tabs.map((tab) => {
              const to = build.accountTab(tab);
              const active = pathname === to;
              return (
                <MantineNavLink
                  key={tab}
                  component={Link}
                  to={to}
                  label={t(`account.tabs.${tab}`)}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                />
              );
            })}
            {/* the invite link (issue 13): a page of its own, also in the desktop account menu */}
            <MantineNavLink component={Link} to={paths.referral} label={t('referral.menu')} />
            {settings.helpCenterUrl && (
              <MantineNavLink
                component="a"
                href={helpCenterHref(settings.helpCenterUrl, locale)}
                target="_blank"
                rel="noopener noreferrer"
                label={t('nav.helpCenter')}
                rightSection={<IconExternalLink size={16} aria-label={t('commons.opensInNewTab')} />}
              />
            )}
            <MantineNavLink
              component={Link}
              to={paths.logout}
              label={t('nav.logout')}
              leftSection={<IconLogout size={16} aria-hidden="true" />}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}
