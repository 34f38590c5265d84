/** Functional cookies of 001 section 9. */
export const LOCALE_COOKIE = 'ho_hl';
export const CONSENT_COOKIE = 'cookie_consent';
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(name: string, source: string = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) {
      try {
        return decodeURIComponent(rest.join('=').trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number = ONE_YEAR_SECONDS): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every browser we support
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
