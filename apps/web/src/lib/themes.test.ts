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
});
