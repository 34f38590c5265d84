import type { DomainConfig, PublicSettings } from '@host-portal/contracts/settings';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import en from '../../../../packages/i18n/locales/en_US.json';
import { AppContextProvider, type AppStart } from '../lib/app-context.tsx';
import { mantineTheme } from '../lib/mantine-theme.ts';

export const testSettings: PublicSettings = {
  productTitle: 'Host Portal',
  theme: 'default',
  identityProvider: {
    issuer: 'http://localhost/oidc',
    clientId: 'web',
    scope: 'openid',
    embedded: true,
    endpoints: null,
  },
  helpCenterUrl: null,
  landingUrl: null,
  features: {
    overview: true,
    helpCenter: false,
    alternateReservations: false,
    welcomeTourForced: false,
    campaignRedirect: false,
  },
};

const domainConfig: DomainConfig = {
  domain: 'localhost',
  defaultLocale: 'en_US',
  locales: ['en_US'],
  identityProvider: { issuer: 'http://localhost/oidc', clientId: 'web' },
  referralWidgetIds: [],
  assetsHost: '',
};

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en_US',
  resources: { en_US: { translation: en } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
});

/** Renders a route element with the app's providers and a memory router at `path`. */
export function renderRoute(
  element: ReactElement,
  { path = '/', pattern = '/', children }: { path?: string; pattern?: string; children?: RouteObject[] } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const start: AppStart = { domainConfig, settings: testSettings, locale: 'en_US', authenticated: true };
  const router = createMemoryRouter(
    [
      { path: pattern, element, children },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={mantineTheme}>
        <QueryClientProvider client={queryClient}>
          <AppContextProvider start={start}>
            <RouterProvider router={router} />
          </AppContextProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...utils, router, queryClient };
}
