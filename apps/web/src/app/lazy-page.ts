import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { retryImport } from '../lib/retry-import.ts';

/**
 * A route's page loaded on demand (retried twice with a 1 s delay before the failed-to-load page),
 * as the route's `Component`. A React lazy component rather than the router's `lazy`: the router
 * waits for `lazy` routes before it renders anything at all, so the first paint (the cookie banner,
 * the loading state) would wait for the page's code; a lazy component suspends only the page, in
 * the root layout's Suspense boundary. Navigations run as transitions, so the previous page stays
 * until the next one has loaded, as before.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> {
  return lazy(() => retryImport(load));
}
