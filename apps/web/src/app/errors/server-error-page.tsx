import { IconRefresh, IconServerOff } from '@tabler/icons-react';
import { PlainButton, PlainButtonLink } from '../../components/ui/plain.tsx';
import { StatusPage } from '../../components/ui/status-page.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { isAuthenticated } from '../../lib/auth.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { UPCOMING_BOOKINGS } from '../../lib/route-paths.ts';
import { useTranslation } from '../../lib/translation.tsx';

/** The code support asks for: the correlation id of the failed call, else its error code. */
export function errorCodeOf(error: unknown): string | null {
  if (isApiError(error)) return error.correlationId ?? error.code ?? String(error.status);
  return null;
}

/** 500 page (001 section 2): title, description, error code, reload, upcoming bookings. */
export function ServerErrorPage({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  usePageTitle(t('pages.serverError.title'));
  const code = errorCodeOf(error);
  return (
    <StatusPage
      icon={<IconServerOff size={56} stroke={1.4} aria-hidden="true" />}
      title={t('pages.serverError.title')}
      description={t('pages.serverError.description')}
      code={code ? t('pages.serverError.code', { code }) : undefined}
      actions={
        <>
          <PlainButton
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            onClick={() => window.location.reload()}
          >
            {t('commons.reload')}
          </PlainButton>
          {isAuthenticated() && (
            <PlainButtonLink to={UPCOMING_BOOKINGS} variant="default" reloadDocument>
              {t('pages.serverError.upcomingBookings')}
            </PlainButtonLink>
          )}
        </>
      }
    />
  );
}
