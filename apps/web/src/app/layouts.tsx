import { Center, Loader } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsentBanner } from '../features/cookie-consent/components/cookie-consent-banner.tsx';
import { isAuthenticated } from '../lib/auth.ts';
import { useReloadAfterIdle } from '../lib/reload-after-idle.ts';
import { useTranslation } from '../lib/translation.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { NetworkBanner } from './shell/network-banner.tsx';
import { PublicLayout } from './shell/public-layout.tsx';

/** Around every page: network status, the 12-hour reload, cookie consent. */
export function RootLayout() {
  useReloadAfterIdle();
  return (
    <>
      <NetworkBanner />
      <Outlet />
      <CookieConsentBanner />
      <ScrollRestoration />
    </>
  );
}

/** Pages open to everyone get the full shell when signed in and the public header otherwise. */
export function ShellOrPublicLayout() {
  return isAuthenticated() ? <AppLayout /> : <PublicLayout />;
}

export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status">
      <Loader aria-label={t('commons.loading')} />
    </Center>
  );
}
