import '@mantine/notifications/styles.css';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useMemo } from 'react';
import { mantineTheme } from '../lib/mantine-theme.ts';
import { useTranslation } from '../lib/translation.tsx';

/**
 * Mantine for the pages (and the toasts), loaded next to the session and the first page instead of
 * before the first screen: the first screen (the cookie banner, the loading state, the error pages)
 * is plain, so the start script carries no UI library. The theme's defaults are translated: every
 * toast's close button gets a name for screen readers.
 */
export default function MantineScope({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('commons.close');
  const theme = useMemo(
    () =>
      mergeThemeOverrides(mantineTheme, {
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        },
      }),
    [closeLabel],
  );
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" zIndex={1000} />
      {children}
    </MantineProvider>
  );
}
