import type { CookieConsentEntry } from '@host-portal/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getCookieConsentSettings = (locale: string) =>
  api.get<{ entries: CookieConsentEntry[] }>('/api/public/cookie-consent-settings', {
    query: { hl: locale },
  });

export const cookieConsentSettingsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['cookie-consent-settings', locale] as const,
    queryFn: () => getCookieConsentSettings(locale),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCookieConsentSettings = (locale: string, enabled: boolean) =>
  useQuery({ ...cookieConsentSettingsQueryOptions(locale), enabled });
