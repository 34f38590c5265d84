/**
 * The cookie consent categories, in a module of their own without zod: the web app's entry chunk
 * reads them for the consent banner and must not pull the schema library in with them.
 */
export const COOKIE_CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
