import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/plain.tsx';
import { useAppContext } from '../lib/app-context.tsx';
import { isAuthenticated, login } from '../lib/auth.ts';
import { useCurrentUser } from '../lib/current-user.ts';
import { paths } from '../lib/route-paths.ts';
import { useTranslation } from '../lib/translation.tsx';
import { decideRoute, type RouteAccess } from './route-guards.ts';

export function RedirectingNotice() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <Spinner fill>
        <p>{t('auth.redirecting')}</p>
      </Spinner>
    </div>
  );
}

/** Sends the browser to the identity provider or landing page once, then shows a notice. */
function ExternalRedirect({ run }: { run: () => Promise<void> | void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a redirect starts once per mount
  useEffect(() => {
    void run();
  }, []);
  return <RedirectingNotice />;
}

/** A layout route that applies the guard of 001 section 2 to its children. */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const location = useLocation();
  const { settings, locale } = useAppContext();
  const user = useCurrentUser();
  const decision = decideRoute({
    access,
    authenticated: isAuthenticated(),
    features: user?.appFeatures ?? null,
    search: location.search,
    landingUrl: settings.landingUrl,
  });
  const returnTo =
    access.kind === 'restricted' ? `${location.pathname}${location.search}${location.hash}` : paths.home;

  switch (decision.type) {
    case 'allow':
      return <Outlet />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'login':
      return <ExternalRedirect run={() => login({ loginHint: decision.loginHint, returnTo, locale })} />;
    case 'register':
      return (
        <ExternalRedirect
          run={() => login({ register: true, referral: decision.referral, returnTo, locale })}
        />
      );
    case 'landing':
      return <ExternalRedirect run={() => window.location.assign(decision.url)} />;
  }
}
