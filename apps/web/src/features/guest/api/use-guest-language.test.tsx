import type { ChatChannel } from '@host-portal/contracts/messaging';
import type { DomainConfig } from '@host-portal/contracts/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContextProvider } from '../../../lib/app-context.tsx';
import { LOCALE_COOKIE, writeCookie } from '../../../lib/cookies.ts';
import { TranslationProvider } from '../../../lib/translation.tsx';
import { testSettings } from '../../../test/render.tsx';
import { testTranslator } from '../../../test/translator.ts';

const changeLanguage = vi.fn(async (_locale: string) => {});
vi.mock('../../../lib/i18n.ts', () => ({ changeLanguage: (l: string) => changeLanguage(l) }));
const { useGuestLanguage } = await import('./use-guest-language.ts');

const domainConfig: DomainConfig = {
  domain: 'localhost',
  defaultLocale: 'en_US',
  locales: ['en_US', 'de_DE', 'de_CH', 'pt_PT'],
  identityProvider: { issuer: 'http://localhost/oidc', clientId: 'web' },
  referralWidgetIds: [],
  assetsHost: '',
};

const stay = (guestLanguage: string) =>
  ({
    id: guestLanguage,
    stay: { checkIn: '2031-07-01', checkOut: '2031-07-05', guests: 2, status: 'REQUESTED', guestLanguage },
  }) as ChatChannel;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <TranslationProvider translator={testTranslator()}>
      <QueryClientProvider client={new QueryClient()}>
        <AppContextProvider
          start={{
            domainConfig,
            settings: testSettings,
            locale: 'en_US',
            session: Promise.resolve({ ok: true }),
          }}
        >
          {children}
        </AppContextProvider>
      </QueryClientProvider>
    </TranslationProvider>
  );
}

describe('useGuestLanguage', () => {
  beforeEach(() => changeLanguage.mockClear());
  afterEach(() => {
    writeCookie(LOCALE_COOKIE, '', 0);
  });

  it('switches to the language of the guest’s newest stay, once', () => {
    const { rerender } = renderHook(({ channels }) => useGuestLanguage(channels), {
      wrapper,
      initialProps: { channels: undefined as ChatChannel[] | undefined },
    });
    expect(changeLanguage).not.toHaveBeenCalled();
    rerender({ channels: [stay('de-CH'), stay('pt')] });
    expect(changeLanguage).toHaveBeenCalledWith('de_CH');
    // a later choice in the language menu is not overruled by the next refetch
    rerender({ channels: [stay('pt')] });
    expect(changeLanguage).toHaveBeenCalledTimes(1);
  });

  it('keeps the language the visitor chose (the ho_hl cookie)', () => {
    writeCookie(LOCALE_COOKIE, 'en_GB');
    renderHook(() => useGuestLanguage([stay('de')]), { wrapper });
    expect(changeLanguage).not.toHaveBeenCalled();
  });

  it('stays as it is for a language the domain does not offer, or the one it speaks', () => {
    renderHook(() => useGuestLanguage([stay('fr')]), { wrapper });
    renderHook(() => useGuestLanguage([stay('en')]), { wrapper });
    expect(changeLanguage).not.toHaveBeenCalled();
  });
});
