import { Navigate } from 'react-router';
import { paths } from '../../lib/route-paths.ts';

/**
 * The provider's redirect is completed during app start (bootstrap), before the router exists; a
 * visit that still lands here (back button, bookmark) goes on to the platform.
 */
export default function AuthCallbackRoute() {
  return <Navigate to={paths.home} replace />;
}
