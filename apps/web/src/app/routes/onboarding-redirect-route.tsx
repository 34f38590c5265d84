import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useHasProperties } from '../../features/properties/api/get-has-properties.ts';
import { currentUserQueryOptions } from '../../lib/current-user.ts';
import { paths } from '../../lib/route-paths.ts';
import { RedirectingNotice } from '../route-guard.tsx';

/**
 * /onboarding (001 section 2). Onboarding is the listing flow's onboarding variant (000 section 2),
 * so the route leads where the host's onboarding goes on: home once it is finished, the property
 * list (where the unfinished listing is resumed) for a host with a property, and the listing flow's
 * eligibility check for a host with none. Our choice: the spec names the route, not its screen.
 */
export default function OnboardingRedirectRoute() {
  const user = useQuery(currentUserQueryOptions());
  const unfinished = user.data !== undefined && user.data.onboardingStatus !== 'finished';
  const hasProperties = useHasProperties(unfinished);

  if (user.isError || hasProperties.isError) return <Navigate to={paths.home} replace />;
  if (user.data && !unfinished) return <Navigate to={paths.home} replace />;
  if (hasProperties.data !== undefined) {
    return <Navigate to={hasProperties.data ? paths.properties : paths.listing} replace />;
  }
  return <RedirectingNotice />;
}
