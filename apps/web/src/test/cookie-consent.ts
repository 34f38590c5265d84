import { vi } from 'vitest';

/** `fetch` answers every call with these cookie-consent entries (the banner's only call). */
export function stubCookieConsentEntries(entries: { key: string; category: string; title: string }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ entries }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}
