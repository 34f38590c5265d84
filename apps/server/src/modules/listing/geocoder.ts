import { countryName, countryNamesFor } from './country-names.ts';
import { fold, largestPlaces, type Place, searchPlaces } from './gazetteer.ts';

export { countryName } from './country-names.ts';
export { fold } from './gazetteer.ts';

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

/** Countries whose name in the locale's language or in English starts with the query. */
function countriesMatching(q: string, locale: string): string[] {
  return countryNamesFor(locale)
    .filter(({ code, names }) => code.toLowerCase() === q || names.some((n) => fold(n).startsWith(q)))
    .map(({ code }) => code);
}

/**
 * Places whose name, exonym or a later word of the name starts with the query (accents ignored),
 * largest first; a query naming a country ("croatia", "kroatien") adds that country's largest places.
 */
export function offlineGeocoder(): Geocoder {
  return {
    async search(query, locale, limit) {
      const q = fold(query);
      if (q.length < 2) return [];
      const places: Place[] = searchPlaces(query, limit);
      if (places.length < limit) {
        for (const code of countriesMatching(q, locale)) places.push(...largestPlaces(code, limit));
      }
      const seen = new Set<string>();
      return places
        .filter((p) => {
          const key = `${p.countryCode}:${p.latitude}:${p.longitude}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .slice(0, limit)
        .map((p) => {
          const name = countryName(p.countryCode, locale);
          return {
            label: `${p.name}, ${name}`,
            city: p.name,
            countryCode: p.countryCode,
            countryName: name,
            latitude: p.latitude,
            longitude: p.longitude,
          };
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
