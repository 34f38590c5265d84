import { PlainButton } from '../../components/ui/plain.tsx';
import { StatusPage } from '../../components/ui/status-page.tsx';
import { i18n } from '../../lib/i18n.ts';
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

/** Rendered outside every provider when app start failed: plain elements only. */
export function UnexpectedErrorPage({ error }: { error: unknown }) {
  const description =
    error instanceof ThemeResolutionError
      ? text('pages.unexpectedError.themeError')
      : text('pages.unexpectedError.description');
  return (
    <main>
      <StatusPage
        title={text('pages.unexpectedError.title')}
        description={description}
        actions={<PlainButton onClick={() => window.location.reload()}>{text('commons.reload')}</PlainButton>}
      />
    </main>
  );
}
