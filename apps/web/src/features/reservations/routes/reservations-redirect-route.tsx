import { Center, Loader } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { useAppContext } from '../../../lib/app-context.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { usePendingCount } from '../api/get-pending-count.ts';

/**
 * /reservations and /bookings: the requests when some wait for an answer, else the upcoming
 * bookings; an account without bookings gets its inquiries.
 */
export default function ReservationsRedirectRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { settings } = useAppContext();
  const user = useCurrentUser();
  const bookings = user?.appFeatures.bookingsAvailable ?? false;
  const pending = usePendingCount(bookings);
  const root =
    !settings.features.alternateReservations && pathname.startsWith(paths.bookings)
      ? paths.bookings
      : paths.reservations;

  if (user && !bookings) {
    const to = settings.features.alternateReservations ? `${paths.reservations}/inquiries` : paths.inquiries;
    return <Navigate to={to} replace />;
  }
  if (!user || pending.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader aria-label={t('commons.loading')} />
      </Center>
    );
  }
  const tab = (pending.data ?? 0) > 0 ? 'requests' : 'upcoming';
  return <Navigate to={`${root}/${tab}`} replace />;
}
