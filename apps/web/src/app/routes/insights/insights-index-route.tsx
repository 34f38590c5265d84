import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { build } from '../../../lib/route-paths.ts';

/** /insights opens what the bar's Statistics entry opens: earnings if available, else performance. */
export default function InsightsIndexRoute() {
  const user = useCurrentUser();
  return (
    <Navigate
      to={build.insightsTab(user?.appFeatures.earningsAvailable ? 'earnings' : 'performance')}
      replace
    />
  );
}
