/**
 * Names the server's page and the web app's start share, in a module of their own without zod (the
 * app's entry chunk reads them).
 */

/** The data block the server writes into the app's page (`BootData` in `settings.ts`). */
export const BOOT_DATA_ELEMENT_ID = 'hp-boot';

/** White-label themes (001 section 1): a partner is a style sheet under /themes/<id>.css. */
export const THEME_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** The theme's link element; the server's page has it already, the app adds it otherwise. */
export const THEME_LINK_ID = 'hp-theme';
export const themeHref = (themeId: string) => `/themes/${themeId}.css`;
