import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBundles } from './i18n.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('loadBundles', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('uses the bundles the page brought and fetches none of them', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const de = { locale: 'de_DE' as const, translations: { 'nav.properties': 'Unterkünfte' } };
    const en = { locale: 'en_US' as const, translations: { 'nav.properties': 'Properties' } };
    expect(await loadBundles('de_DE', [en, de])).toEqual([de, en]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches what the page did not bring: another locale, or the en_US fallback', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const fr = { locale: 'fr_FR' as const, translations: { 'nav.properties': 'Logements' } };
    fetchMock.mockResolvedValueOnce(json(fr));
    const en = { locale: 'en_US' as const, translations: { 'nav.properties': 'Properties' } };
    expect(await loadBundles('fr_FR', [en])).toEqual([fr, en]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/public/ui-translations?hl=fr_FR');
  });
});
