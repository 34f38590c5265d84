import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { iconButtonClass } from '../../components/ui/plain.tsx';
import { retryImport } from '../../lib/retry-import.ts';
import { useTranslation } from '../../lib/translation.tsx';

/**
 * The bell and its count come in a chunk of their own: the badge rule and the feed's paging live
 * in the contracts, whose schemas (zod) the start script must not carry. Until then, and if that
 * chunk cannot load, a bell without a count stands in.
 */
const NotificationBellMenu = lazy(() =>
  retryImport(() => import('./notification-bell-menu.tsx')).catch(() => ({ default: PlainBell })),
);

function PlainBell() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={iconButtonClass}
      aria-label={t('notifications.bell')}
      aria-disabled="true"
    >
      <IconBell size={22} aria-hidden="true" />
    </button>
  );
}

/** The bell in the header (issue 9). */
export function NotificationBell() {
  return (
    <Suspense fallback={<PlainBell />}>
      <NotificationBellMenu />
    </Suspense>
  );
}
