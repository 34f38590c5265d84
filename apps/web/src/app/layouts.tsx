import { Center, Loader } from '@mantine/core';
import { type ReactNode, Suspense, use } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsentBanner } from '../features/cookie-consent/components/cookie-consent-banner.tsx';
import { useAppContext } from '../lib/app-context.tsx';
import { isAuthenticated } from '../lib/auth.ts';
import { useReloadAfterIdle } from '../lib/reload-after-idle.ts';
import { useTranslation } from '../lib/translation.tsx';
import { UnexpectedErrorPage } from './errors/unexpected-error-page.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { NetworkBanner } from './shell/network-banner.tsx';
import { PublicLayout } from './shell/public-layout.tsx';

/** Around every page: network status, the 12-hour reload, cookie consent. */
export function RootLayout() {
  useReloadAfterIdle();
  return (
    <>
      <NetworkBanner />
      <Suspense fallback={<RouteLoading />}>
        <SessionReady>
          <Outlet />
        </SessionReady>
      </Suspense>
      <CookieConsentBanner />
      <ScrollRestoration />
    </>
  );
}

/**
 * The pages wait for the session (who is signed in decides what they show); the rest of the
 * root layout, the cookie banner among it, does not.
 */
function SessionReady({ children }: { children: ReactNode }) {
  const { session } = useAppContext();
  const { error } = use(session);
  if (error) return <UnexpectedErrorPage error={error} />;
  return children;
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
