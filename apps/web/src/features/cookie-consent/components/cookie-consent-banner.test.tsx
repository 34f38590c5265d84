import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, writeCookie } from '../../../lib/cookies.ts';
import { stubCookieConsentEntries } from '../../../test/cookie-consent.ts';
import { renderRoute } from '../../../test/render.tsx';
import { readConsent } from '../consent.ts';
import { CookieConsentBanner } from './cookie-consent-banner.tsx';

const entries = [
  { key: 'cookie_consent', category: 'necessary', title: 'Your cookie choice' },
  { key: 'ho_hl', category: 'functional', title: 'Language' },
];

describe('CookieConsentBanner', () => {
  beforeEach(() => stubCookieConsentEntries(entries));
  afterEach(() => {
    vi.unstubAllGlobals();
    writeCookie(CONSENT_COOKIE, '', 0);
  });

  it('lets a visitor choose categories, loading the checkboxes when asked', async () => {
    renderRoute(<CookieConsentBanner />);
    fireEvent.click(await screen.findByRole('button', { name: 'Let me choose' }));
    const functional = await screen.findByRole('checkbox', { name: /Functional/ });
    expect(screen.getByRole('checkbox', { name: /Strictly necessary/ })).toBeDisabled();
    expect(screen.getByText('Language')).toBeInTheDocument();
    fireEvent.click(functional);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(readConsent()).toEqual(['necessary', 'functional']);
  });

  it('"Necessary only" remembers only the necessary category', async () => {
    renderRoute(<CookieConsentBanner />);
    fireEvent.click(await screen.findByRole('button', { name: 'Necessary only' }));
    expect(readConsent()).toEqual(['necessary']);
  });
});
