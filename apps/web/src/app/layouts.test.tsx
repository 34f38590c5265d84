import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionOutcome } from '../lib/app-context.tsx';
import { useAppContext } from '../lib/app-context.tsx';
import { stubCookieConsentEntries } from '../test/cookie-consent.ts';
import { renderRoute } from '../test/render.tsx';
import { testTranslator } from '../test/translator.ts';
import { RootLayout } from './layouts.tsx';

function deferred() {
  let resolve!: (outcome: SessionOutcome) => void;
  const promise = new Promise<SessionOutcome>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const entries = [{ key: 'cookie_consent', category: 'necessary', title: 'Your cookie choice' }];
const page = { index: true, element: <p>the page</p> };

describe('RootLayout', () => {
  beforeEach(() => stubCookieConsentEntries(entries));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the cookie banner and a loading state while the session starts, the page once it is known', async () => {
    const session = deferred();
    // React retries a suspended `use` through act in tests
    await act(async () => {
      renderRoute(<RootLayout />, { children: [page], session: session.promise });
    });
    expect(await screen.findByRole('heading', { name: 'Cookies on this site' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
    await act(async () => session.resolve({ ok: true }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('shows the unexpected-error page where the pages go when the session fails', async () => {
    await act(async () => {
      renderRoute(<RootLayout />, {
        children: [page],
        session: Promise.resolve({ ok: false, error: new Error('user info failed') }),
      });
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/unexpected|went wrong/i);
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
  });

  it('treats a failure without a reason as a failure', async () => {
    await act(async () => {
      renderRoute(<RootLayout />, {
        children: [page],
        session: Promise.resolve({ ok: false, error: undefined }),
      });
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/unexpected|went wrong/i);
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
  });
});

function Locale() {
  return <p>locale {useAppContext().locale}</p>;
}

describe('AppContext locale', () => {
  it('follows the translator: the user’s own language applied after the start shows everywhere', async () => {
    const translator = testTranslator();
    translator.addResourceBundle('de_DE', {});
    renderRoute(<Locale />, { translator });
    expect(await screen.findByText('locale en_US')).toBeInTheDocument();
    act(() => translator.changeLanguage('de_DE'));
    expect(await screen.findByText('locale de_DE')).toBeInTheDocument();
  });
});
