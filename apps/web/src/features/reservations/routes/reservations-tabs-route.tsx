import { RESERVATION_TABS, type ReservationTab } from '@host-portal/contracts/reservations';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { useAppContext } from '../../../lib/app-context.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { ReservationsPage } from '../components/reservations-page.tsx';
import { ReservationsSkeleton } from '../components/reservations-skeleton.tsx';
import { type ListBase, visibleTabs } from '../list-paths.ts';

const NO_FEATURES = { bookingsAvailable: false, inquiriesAvailable: false };

/** /reservations/{tab} (alternate setting) and /bookings/{tab}: the tabs the account may see. */
export default function ReservationsTabsRoute() {
  const { t } = useTranslation();
  const { tab = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { settings } = useAppContext();
  const user = useCurrentUser();
  const features = user?.appFeatures ?? NO_FEATURES;
  const base: ListBase =
    settings.features.alternateReservations || !pathname.startsWith(paths.bookings)
      ? 'reservations'
      : 'bookings';
  const tabs = visibleTabs(base, features);
  const root = base === 'bookings' ? paths.bookings : paths.reservations;

  // the tabs follow the account's features: wait for them rather than send the host away
  if (!user) {
    return (
      <PageContainer>
        <ReservationsSkeleton />
      </PageContainer>
    );
  }
  if (!(RESERVATION_TABS as readonly string[]).includes(tab) || !tabs.includes(tab as ReservationTab)) {
    return <Navigate to={root} replace />;
  }
  return (
    <ReservationsPage
      heading={t(base === 'bookings' ? 'nav.bookings' : 'nav.reservations')}
      tabs={tabs}
      tab={tab as ReservationTab}
      onTab={(next, search) => {
        const qs = search.toString();
        navigate(`${root}/${next}${qs ? `?${qs}` : ''}`);
      }}
    />
  );
}
