import { THEME_ID_PATTERN, THEME_LINK_ID, themeHref } from '@host-portal/contracts/boot';

/**
 * White-label themes (001 section 1): each partner is a style sheet under /themes/<id>.css that
 * overrides the CSS variables the Mantine theme reads. The server's page links it already (before
 * the app's script, which so runs once it has loaded or failed); otherwise it is loaded here from
 * settings.theme.
 */
export { THEME_ID_PATTERN, THEME_LINK_ID, themeHref };

export class ThemeResolutionError extends Error {
  constructor(readonly themeId: string) {
    super(`something is wrong with resolving theme "${themeId}"`);
    this.name = 'ThemeResolutionError';
  }
}

export function loadTheme(themeId: string, doc: Document = document): Promise<void> {
  if (!THEME_ID_PATTERN.test(themeId)) return Promise.reject(new ThemeResolutionError(themeId));
  const present = doc.getElementById(THEME_LINK_ID);
  if (present instanceof HTMLLinkElement && present.getAttribute('href') === themeHref(themeId)) {
    if (!present.sheet) return Promise.reject(new ThemeResolutionError(themeId));
    doc.documentElement.dataset.theme = themeId;
    return Promise.resolve();
  }
  present?.remove();
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
