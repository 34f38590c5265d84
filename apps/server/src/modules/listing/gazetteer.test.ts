import { describe, expect, it } from 'vitest';
import { countryName } from './country-names.ts';
import { offlineGeocoder } from './geocoder.ts';

const geocoder = offlineGeocoder();
const first = async (q: string, locale = 'en_US') => (await geocoder.search(q, locale, 10))[0];

describe('offline gazetteer (GeoNames cities with exonyms)', () => {
  it('finds the big cities by their English and local names', async () => {
    expect(await first('Lisbon')).toMatchObject({
      city: 'Lisbon',
      countryCode: 'PT',
      label: 'Lisbon, Portugal',
    });
    expect(await first('Lisboa', 'pt_PT')).toMatchObject({
      city: 'Lisboa',
      countryCode: 'PT',
      countryName: 'Portugal',
    });
    expect(await first('Munich')).toMatchObject({ city: 'Munich', countryCode: 'DE' });
    expect(await first('München', 'de_DE')).toMatchObject({ city: 'München', countryName: 'Deutschland' });
    // typed without the umlaut, German style
    expect(await first('Muenchen')).toMatchObject({ city: 'München', countryCode: 'DE' });
    expect(await first('Köln')).toMatchObject({ city: 'Köln', countryCode: 'DE' });
    // the German city before the Italian village of the same name: larger first
    expect(await first('Cologne')).toMatchObject({ city: 'Cologne', countryCode: 'DE' });
    expect(await first('koln')).toMatchObject({ city: 'Köln' });
    const venice = await first('Venice');
    expect(venice).toMatchObject({ city: 'Venice', countryCode: 'IT' });
    expect(venice?.latitude).toBeCloseTo(45.44, 1);
    expect(venice?.longitude).toBeCloseTo(12.33, 1);
    expect(await first('venezia', 'it_IT')).toMatchObject({ city: 'Venezia', countryName: 'Italia' });
  });

  it('finds villages, accent-insensitive and by prefix, largest first', async () => {
    expect(await first('motovun')).toMatchObject({ city: 'Motovun', countryCode: 'HR' });
    // "gordes" also finds the larger Gördes in Turkey first; the Provence village is there too
    expect((await geocoder.search('gordes', 'en_US', 10)).map((p) => p.label)).toContain('Gordes, France');
    expect(await first('malaga')).toMatchObject({ city: 'Málaga', countryCode: 'ES' });
    const lis = await geocoder.search('Lis', 'en_US', 10);
    expect(lis[0]?.city).toBe('Lisbon');
    // a later word of the name: "provence" finds Aix-en-Provence
    expect((await geocoder.search('provence', 'en_US', 10)).map((p) => p.city)).toContain('Aix-en-Provence');
    // city sections ("Zürich (Kreis 11)") come after real places, however populous
    const zur = (await geocoder.search('zur', 'en_US', 5)).map((p) => p.city);
    expect(zur[0]).toBe('Zürich');
    expect(zur.filter((c) => c.includes('Kreis'))).toEqual([]);
  });

  it('names countries in the asked language and finds a country by its local name', async () => {
    expect(countryName('DE', 'de_DE')).toBe('Deutschland');
    expect(countryName('DE', 'fr_FR')).toBe('Allemagne');
    expect(countryName('HR', 'de_CH')).toBe('Kroatien');
    expect(countryName('HR', 'fr_FR')).toBe('Croatie');
    expect(countryName('HR', 'hr_HR')).toBe('Hrvatska');
    const kroatien = await geocoder.search('Kroatien', 'de_DE', 10);
    expect(kroatien).toHaveLength(10);
    expect(kroatien.every((p) => p.countryCode === 'HR' && p.countryName === 'Kroatien')).toBe(true);
    expect(kroatien[0]?.city).toBe('Zagreb');
    const croatie = await geocoder.search('croatie', 'fr_FR', 3);
    expect(croatie.map((p) => p.label)).toEqual(['Zagreb, Croatie', 'Split, Croatie', 'Rijeka, Croatie']);
  });

  it('answers nothing for one letter or an unknown name', async () => {
    expect(await geocoder.search('a', 'en_US', 10)).toEqual([]);
    expect(await geocoder.search('xqzw', 'en_US', 10)).toEqual([]);
  });
});
