import { type ReactNode, Suspense, use, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../components/ui/plain.tsx';
import { CookieConsentBanner } from '../features/cookie-consent/components/cookie-consent-banner.tsx';
import { useAppContext } from '../lib/app-context.tsx';
import { isAuthenticated } from '../lib/auth.ts';
import { markFirstPaint } from '../lib/first-paint.ts';
import { useReloadAfterIdle } from '../lib/reload-after-idle.ts';
import { useTranslation } from '../lib/translation.tsx';
import { UnexpectedErrorPage } from './errors/unexpected-error-page.tsx';
import { MantineScope } from './providers.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { NetworkBanner } from './shell/network-banner.tsx';
import { PublicLayout } from './shell/public-layout.tsx';

/**
 * Around every page: network status, the 12-hour reload, cookie consent. The pages, and the UI
 * library they use, come once the session is known; what shows before is plain.
 */
export function RootLayout() {
  useReloadAfterIdle();
  useEffect(markFirstPaint, []);
  return (
    <>
      <NetworkBanner />
      <Suspense fallback={<RouteLoading />}>
        <SessionReady>
          <MantineScope>
            <Outlet />
          </MantineScope>
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
  const outcome = use(session);
  if (!outcome.ok) return <UnexpectedErrorPage error={outcome.error} />;
  return children;
}

/** Pages open to everyone get the full shell when signed in and the public header otherwise. */
export function ShellOrPublicLayout() {
  return isAuthenticated() ? <AppLayout /> : <PublicLayout />;
}

export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <Spinner fill label={t('commons.loading')} />
    </div>
  );
}
