// The yardstick for the initial-JS budget: Vite + React + react-router + TanStack Query, one page.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

function Home() {
  const q = useQuery({ queryKey: ['x'], queryFn: () => fetch('/api/public/settings').then((r) => r.json()) });
  return h('p', null, q.data ? 'ready' : 'loading');
}
const router = createBrowserRouter([{ path: '/', element: h(Home) }]);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    h(QueryClientProvider, { client: new QueryClient() }, h(RouterProvider, { router })),
  );
}
