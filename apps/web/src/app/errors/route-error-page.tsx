import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundView } from '../../components/ui/not-found-view.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { isAuthenticated } from '../../lib/auth.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { isModuleLoadError } from '../../lib/retry-import.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { FailedToLoadPage } from './failed-to-load-page.tsx';
import { ServerErrorPage } from './server-error-page.tsx';

function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound.title'));
  return <NotFoundView signedIn={isAuthenticated()} />;
}

/** The router's error element: not found, failed module load, or the generic 500 page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isApiError(error) && error.status === 404) return <NotFoundPage />;
  if (isModuleLoadError(error)) {
    console.error('Module failed to load', error.cause);
    return <FailedToLoadPage />;
  }
  console.error('Render error', error);
  return <ServerErrorPage error={error} />;
}
