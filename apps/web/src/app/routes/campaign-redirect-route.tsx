import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { propertiesQueryOptions } from '../../features/properties/api/get-properties.ts';
import { useAppContext } from '../../lib/app-context.tsx';
import { build, paths, type UnitPage } from '../../lib/route-paths.ts';
import { RedirectingNotice } from '../route-guard.tsx';

const CAMPAIGN_TABS: Record<string, UnitPage | 'calendar' | 'inquiries'> = {
  photos: 'photos',
  amenities: 'amenities',
  'price-and-availability': 'price-and-availability',
  'subscription-and-boosters': 'subscription-and-boosters',
  calendar: 'calendar',
  inquiries: 'inquiries',
};

/**
 * /redirect/campaign (001 section 2): when the setting is on, opens the tab named by `id` on the
 * first unit of the first property.
 */
export default function CampaignRedirectRoute() {
  const { settings } = useAppContext();
  const [params] = useSearchParams();
  const enabled = settings.features.campaignRedirect;
  const { data, isPending, isError } = useQuery({
    ...propertiesQueryOptions({ page: 1, search: '' }),
    enabled,
  });

  if (!enabled || isError) return <Navigate to={paths.home} replace />;
  if (isPending) return <RedirectingNotice />;

  const property = data.items[0];
  const unitId = property?.firstUnitId;
  if (!property || !unitId) return <Navigate to={paths.properties} replace />;
  const tab = CAMPAIGN_TABS[params.get('id') ?? ''];
  if (tab === 'calendar') return <Navigate to={build.calendar(unitId)} replace />;
  if (tab === 'inquiries') return <Navigate to={paths.inquiries} replace />;
  return <Navigate to={build.unit(property.id, unitId, tab)} replace />;
}
