import { afterEach, describe, expect, it } from 'vitest';
import { loadTheme, THEME_LINK_ID, ThemeResolutionError } from './themes.ts';

describe('loadTheme', () => {
  afterEach(() => document.getElementById(THEME_LINK_ID)?.remove());

  it('adds the partner sheet and marks the document once it loaded', async () => {
    const loading = loadTheme('sunbay');
    const link = document.getElementById(THEME_LINK_ID) as HTMLLinkElement;
    expect(link.getAttribute('href')).toBe('/themes/sunbay.css');
    link.dispatchEvent(new Event('load'));
    await loading;
    expect(document.documentElement.dataset.theme).toBe('sunbay');
  });

  it('fails with the theme resolution error when the sheet cannot be loaded', async () => {
    const loading = loadTheme('unknown-partner');
    document.getElementById(THEME_LINK_ID)?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toBeInstanceOf(ThemeResolutionError);
  });

  it('rejects ids that are not a theme name without touching the document', async () => {
    await expect(loadTheme('../evil')).rejects.toThrow('something is wrong with resolving theme');
    expect(document.getElementById(THEME_LINK_ID)).toBeNull();
  });

  it("takes the server page's sheet as it is: loaded, or failed", async () => {
    const link = document.createElement('link');
    link.id = THEME_LINK_ID;
    link.rel = 'stylesheet';
    link.href = '/themes/sunbay.css';
    document.head.appendChild(link);
    await expect(loadTheme('sunbay')).rejects.toBeInstanceOf(ThemeResolutionError);
    Object.defineProperty(link, 'sheet', { value: {} as CSSStyleSheet });
    delete document.documentElement.dataset.theme;
    await loadTheme('sunbay');
    expect(document.documentElement.dataset.theme).toBe('sunbay');
    expect(document.querySelectorAll(`#${THEME_LINK_ID}`)).toHaveLength(1);
    expect(document.getElementById(THEME_LINK_ID)).toBe(link);
  });
});
