import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { retryImport } from '../lib/retry-import.ts';

/** A route module loaded on demand, retried twice with a 1 s delay before the failed-to-load page. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> {
  return async () => {
    const module = await retryImport(load);
    return { Component: module.default };
  };
}

/** The honest placeholder for a route whose feature is not built yet. */
export const notAvailable = lazyPage(() => import('./errors/not-available-page.tsx'));
