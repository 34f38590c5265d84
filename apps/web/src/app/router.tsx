import type { PublicSettings } from '@host-portal/contracts/settings';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../lib/route-paths.ts';
import { appRoutes } from './app-routes.tsx';
import { RouteErrorPage } from './errors/route-error-page.tsx';
import { RootLayout, ShellOrPublicLayout } from './layouts.tsx';
import { lazyPage } from './lazy-page.ts';
import { RouteGuard } from './route-guard.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { PublicLayout } from './shell/public-layout.tsx';

const entry = (entryKind: 'login' | 'register' | 'landing', ...routePaths: string[]): RouteObject => ({
  element: <RouteGuard access={{ kind: 'entry', entry: entryKind }} />,
  children: routePaths.map((path) => ({ path, element: null })),
});

export function routeTree(settings: PublicSettings): RouteObject[] {
  const NotFound = lazyPage(() => import('./errors/not-found-page.tsx'));
  const Legal = lazyPage(() => import('../features/legal/routes/legal-route.tsx'));
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        // Login is "/": anonymous visitors go to the provider, signed-in users to the platform.
        entry('login', paths.login, paths.redirectLogin, paths.frontdoorLogin),
        entry('register', paths.register, paths.redirectRegister),
        entry('landing', paths.landing, paths.redirectLanding),

        { path: paths.authCallback, Component: lazyPage(() => import('./routes/auth-callback-route.tsx')) },
        { path: paths.logout, Component: lazyPage(() => import('./routes/logout-route.tsx')) },

        // restricted: false — open to anonymous visitors
        {
          element: <ShellOrPublicLayout />,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [
                ...[paths.legal, paths.legalAtc, paths.legalAdditional].map((path) => ({
                  path,
                  Component: Legal,
                })),
                { path: paths.notFound, Component: NotFound },
                { path: '*', Component: NotFound },
              ],
            },
          ],
        },
        {
          element: <PublicLayout />,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [
                {
                  path: paths.guestLogin,
                  Component: lazyPage(() => import('../features/guest/routes/guest-login-route.tsx')),
                },
                { path: paths.guestChat, Component: lazyPage(() => import('./routes/guest-chat-route.tsx')) },
              ],
            },
          ],
        },

        // App pages: sign-in required
        {
          element: <RouteGuard access={{ kind: 'restricted' }} />,
          children: [
            {
              element: <AppLayout />,
              children: [{ errorElement: <RouteErrorPage />, children: appRoutes(settings) }],
            },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = (settings: PublicSettings) => createBrowserRouter(routeTree(settings));
