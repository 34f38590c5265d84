import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page.ts';

/**
 * The insights area (001 section 2) under /insights, inside its tabs: the reviews are built; the
 * other tabs come with the insights issue. Every page loads on demand (the start script carries no
 * UI library).
 */
export const insightsRoutes = (): RouteObject[] => [
  { index: true, Component: lazyPage(() => import('./insights-index-route.tsx')) },
  {
    path: 'reviews',
    Component: lazyPage(() => import('../../../features/reviews/routes/reviews-route.tsx')),
  },
  {
    path: 'reviews/:id',
    Component: lazyPage(() => import('../../../features/reviews/routes/unit-reviews-route.tsx')),
  },
  { path: ':tab/:id?', Component: lazyPage(() => import('./insights-tab-route.tsx')) },
];
