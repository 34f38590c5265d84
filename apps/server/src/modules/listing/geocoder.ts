import { PLACES } from './gazetteer-data.ts';

export interface GeocodeItem {
  label: string;
  city: string;
  countryCode: string;
  countryName: string;
  latitude: number;
  longitude: number;
}

/**
 * Place search for the location step. The built-in implementation is the offline gazetteer, so the
 * listing flow works with no network. A hosted geocoder plugs in by implementing this interface
 * (see `createGeocoder`): set GEOCODER_URL to a Nominatim-compatible `/search` endpoint.
 */
export interface Geocoder {
  search(query: string, locale: string, limit: number): Promise<GeocodeItem[]>;
}

/** Lower-case without accents, so "malaga" finds "Málaga" and "zurich" finds "Zürich". */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .trim();

const countryNames = new Map<string, Intl.DisplayNames>();
export function countryName(code: string, locale: string): string {
  const tag = locale.replace('_', '-');
  let names = countryNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag, 'en'], { type: 'region' });
    countryNames.set(tag, names);
  }
  return names.of(code) ?? code;
}

const FOLDED = PLACES.map(([name, cc]) => ({ name: fold(name), cc }));

/** Cities whose name starts with the query come first, then names containing it, then country matches. */
export function offlineGeocoder(): Geocoder {
  return {
    async search(query, locale, limit) {
      const q = fold(query);
      if (q.length < 2) return [];
      const score = (i: number) => {
        const { name, cc } = FOLDED[i]!;
        if (name.startsWith(q)) return 0;
        if (name.includes(` ${q}`) || name.includes(`-${q}`)) return 1;
        if (name.includes(q)) return 2;
        const country = fold(countryName(cc, locale));
        if (country.startsWith(q) || fold(countryName(cc, 'en')).startsWith(q) || cc.toLowerCase() === q)
          return 3;
        return 4;
      };
      return PLACES.map((_, i) => ({ i, s: score(i) }))
        .filter((m) => m.s < 4)
        .sort((a, b) => a.s - b.s || a.i - b.i)
        .slice(0, limit)
        .map(({ i }) => {
          const [city, countryCode, latitude, longitude] = PLACES[i]!;
          const name = countryName(countryCode, locale);
          return { label: `${city}, ${name}`, city, countryCode, countryName: name, latitude, longitude };
        });
    },
  };
}

/**
 * A hosted geocoder speaking the Nominatim search API (`?q=&format=jsonv2&addressdetails=1`). It
 * falls back to the offline gazetteer when the service fails, so a network outage never blocks a host.
 */
export function hostedGeocoder(baseUrl: string, fallback: Geocoder = offlineGeocoder()): Geocoder {
  type Hit = { lat: string; lon: string; display_name: string; address?: Record<string, string> };
  return {
    async search(query, locale, limit) {
      try {
        const url = new URL(baseUrl);
        url.search = new URLSearchParams({
          q: query,
          format: 'jsonv2',
          addressdetails: '1',
          limit: String(limit),
        }).toString();
        const res = await fetch(url, {
          headers: { 'accept-language': locale.replace('_', '-') },
          signal: AbortSignal.timeout(3000),
        });
        if (!res.ok) throw new Error(`geocoder HTTP ${res.status}`);
        const hits = (await res.json()) as Hit[];
        return hits.map((h) => {
          const a = h.address ?? {};
          const countryCode = (a.country_code ?? '').toUpperCase();
          const city = a.city ?? a.town ?? a.village ?? a.municipality ?? h.display_name.split(',')[0]!;
          return {
            label: h.display_name,
            city,
            countryCode,
            countryName: a.country ?? countryName(countryCode, locale),
            latitude: Number(h.lat),
            longitude: Number(h.lon),
          };
        });
      } catch {
        return fallback.search(query, locale, limit);
      }
    },
  };
}

export const createGeocoder = (url: string | undefined): Geocoder =>
  url ? hostedGeocoder(url) : offlineGeocoder();
