import '@mantine/core/styles.css';
import './global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client.ts';
import { startApp } from './bootstrap.ts';
import { UnexpectedErrorPage } from './errors/unexpected-error-page.tsx';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const container = document.getElementById('root');
if (!container) {
  console.error('The app root element #root is missing');
} else {
  const root = createRoot(container);
  const queryClient = createQueryClient();
  startApp(queryClient)
    .then((start) => {
      const router = createAppRouter(start.settings);
      // as a transition, React renders the first screen in slices that yield to the browser instead
      // of one long task (the whole shell and page at once blocked input for ~100 ms on a phone)
      startTransition(() => {
        root.render(
          <StrictMode>
            <Providers queryClient={queryClient} start={start}>
              <RouterProvider router={router} />
            </Providers>
          </StrictMode>,
        );
      });
    })
    .catch((error: unknown) => {
      console.error('App start failed', error);
      root.render(<UnexpectedErrorPage error={error} />);
    });
}
