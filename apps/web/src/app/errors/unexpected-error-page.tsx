import { Button, Container, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { i18n } from '../../lib/i18n.ts';
import { mantineTheme } from '../../lib/mantine-theme.ts';
import { ThemeResolutionError } from '../../lib/themes.ts';

/**
 * Bundled English for this page only: it must render when app start failed before (or while)
 * loading the translations (001 section 4).
 */
const FALLBACK: Record<string, string> = {
  'pages.unexpectedError.title': 'Unexpected error',
  'pages.unexpectedError.description':
    'The portal could not start. Please check your connection and try again in a moment.',
  'pages.unexpectedError.themeError': 'Something is wrong with resolving theme.',
  'commons.reload': 'Reload',
};

function text(key: string): string {
  return i18n.exists(key) ? i18n.t(key) : (FALLBACK[key] ?? key);
}

export function UnexpectedErrorPage({ error }: { error: unknown }) {
  const description =
    error instanceof ThemeResolutionError
      ? text('pages.unexpectedError.themeError')
      : text('pages.unexpectedError.description');
  return (
    <MantineProvider theme={mantineTheme}>
      <main>
        <Container size="sm" py={64}>
          <Stack align="center" ta="center" gap="md">
            <Title order={1}>{text('pages.unexpectedError.title')}</Title>
            <Text c="dimmed" size="lg">
              {description}
            </Text>
            <Button onClick={() => window.location.reload()}>{text('commons.reload')}</Button>
          </Stack>
        </Container>
      </main>
    </MantineProvider>
  );
}
