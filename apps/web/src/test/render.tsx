import type { DomainConfig, PublicSettings } from '@host-portal/contracts/settings';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppContextProvider, type AppStart } from '../lib/app-context.tsx';
import { mantineTheme } from '../lib/mantine-theme.ts';
import { TranslationProvider } from '../lib/translation.tsx';
import type { Translator } from '../lib/translator.ts';
import { testTranslator } from './translator.ts';

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
  supportWhatsAppNumber: null,
  supportEmail: 'support@example.test',
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

/** Renders a route element with the app's providers and a memory router at `path`. */
export function renderRoute(
  element: ReactElement,
  {
    path = '/',
    pattern = '/',
    children,
    session = Promise.resolve({ ok: true }),
    translator = testTranslator(),
    settings = testSettings,
  }: {
    path?: string;
    pattern?: string;
    children?: RouteObject[];
    /** How app start's session ends (resolved at once by default). */
    session?: AppStart['session'];
    translator?: Translator;
    /** the public settings (testSettings by default) */
    settings?: PublicSettings;
  } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const start: AppStart = { domainConfig, settings, locale: 'en_US', session };
  const router = createMemoryRouter(
    [
      { path: pattern, element, children },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <TranslationProvider translator={translator}>
      <MantineProvider theme={mantineTheme}>
        <QueryClientProvider client={queryClient}>
          <AppContextProvider start={start}>
            <RouterProvider router={router} />
          </AppContextProvider>
        </QueryClientProvider>
      </MantineProvider>
    </TranslationProvider>,
  );
  return { ...utils, router, queryClient };
}
