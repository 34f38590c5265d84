import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { logout } from '../../lib/auth.ts';
import { RedirectingNotice } from '../route-guard.tsx';

/** /logout: drops local tokens and cached data, then ends the provider session everywhere. */
export default function LogoutRoute() {
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.clear();
    void logout().catch(() => window.location.assign('/'));
  }, [queryClient]);
  return <RedirectingNotice />;
}
