/**
 * White-label themes (001 section 1): each partner is a style sheet under /themes/<id>.css that
 * overrides the CSS variables the Mantine theme reads. It is loaded on demand from settings.theme.
 */
export const THEME_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const THEME_LINK_ID = 'hp-theme';

export class ThemeResolutionError extends Error {
  constructor(readonly themeId: string) {
    super(`something is wrong with resolving theme "${themeId}"`);
    this.name = 'ThemeResolutionError';
  }
}

export const themeHref = (themeId: string) => `/themes/${themeId}.css`;

export function loadTheme(themeId: string, doc: Document = document): Promise<void> {
  if (!THEME_ID_PATTERN.test(themeId)) return Promise.reject(new ThemeResolutionError(themeId));
  doc.getElementById(THEME_LINK_ID)?.remove();
  const link = doc.createElement('link');
  link.id = THEME_LINK_ID;
  link.rel = 'stylesheet';
  link.href = themeHref(themeId);
  return new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => {
      doc.documentElement.dataset.theme = themeId;
      resolve();
    });
    link.addEventListener('error', () => reject(new ThemeResolutionError(themeId)));
    doc.head.appendChild(link);
  });
}
