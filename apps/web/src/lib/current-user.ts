import type { UserInfo } from '@host-portal/contracts/user';
import type { Locale } from '@host-portal/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { isAuthenticated } from './auth.ts';

/** The signed-in host, shared by the shell and every feature; null for anonymous visitors. */
export const USER_INFO_PATH = '/api/app/user/info';

export const fetchUserInfo = () => api.get<UserInfo>(USER_INFO_PATH);

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'info'] as const,
    queryFn: fetchUserInfo,
    staleTime: 5 * 60_000,
    enabled: isAuthenticated(),
  });

export function useCurrentUser(): UserInfo | null {
  return useQuery(currentUserQueryOptions()).data ?? null;
}

export const saveUserLocale = (locale: Locale) => api.patch<unknown>(USER_INFO_PATH, { locale });
