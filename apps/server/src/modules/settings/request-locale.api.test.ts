import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, createProperty, saveLocation } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

/** The API's messages follow `?hl=`, then Accept-Language (what the web app sends), then English. */
describe('messages in the host language', () => {
  let t: TestApp;
  let host: TestHost;
  let propertyId: string;
  let unitId: string;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
    ({ id: propertyId, unitId } = await createProperty(t, host));
  });
  afterAll(() => t.close());

  const publish = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitId}/publish${query}`,
      headers: { ...host.auth, ...headers },
    });
  const reason = (body: { invalidParams: { name: string; reason: string }[] }, name: string) =>
    body.invalidParams.find((p) => p.name === name)?.reason;

  it('answers the publish gate in the language of Accept-Language, English without one', async () => {
    const de = (await publish({ 'accept-language': 'de-DE,de;q=0.9' })).json();
    expect(de.detail ?? de.title).toBe('Die Einheit ist noch nicht bereit zur Veröffentlichung');
    expect(reason(de, 'title')).toBe('Vor dem Veröffentlichen erforderlich');
    expect(reason(de, 'photos')).toBe('Füge vor dem Veröffentlichen mindestens 3 Fotos hinzu (bisher 0)');
    const en = (await publish()).json();
    expect(reason(en, 'title')).toBe('Required before publishing');
    expect(reason(en, 'location')).toBe('Add the property’s address before publishing');
  });

  it('prefers ?hl= over Accept-Language, and names regional numbers by their local label', async () => {
    await saveLocation(t, host, propertyId, { countryCode: 'PT', city: 'Lisboa' }, 'draft');
    const pt = (await publish({ 'accept-language': 'de-DE' }, '?hl=pt-PT')).json();
    expect(reason(pt, 'registrationNumber')).toBe(
      'Número de registo de Alojamento Local: obrigatório neste país',
    );
    expect(reason(pt, 'location.street')).toBe('Este campo da morada é obrigatório neste país');
    const hr = (await publish({ 'accept-language': 'hr-HR' })).json();
    expect(reason(hr, 'photos')).toBe('Dodajte barem 3 fotografije prije objave (dosad 0)');
  });

  it('labels the regional fields and explains format errors in the host language', async () => {
    await saveLocation(t, host, propertyId, ADDRESS.FR);
    const config = await t.app.inject({
      url: `/api/app/property-unit/${unitId}/regional-requirements/configuration`,
      headers: { ...host.auth, 'accept-language': 'it-IT' },
    });
    expect(config.json().fields[0]).toMatchObject({
      name: 'registrationNumber',
      label: "Numero di registrazione (numéro d'enregistrement)",
      help: '13 caratteri rilasciati dal municipio: il codice INSEE del comune (5 caratteri), poi 8 cifre.',
    });
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitId}/regional-requirements`,
      headers: { ...host.auth, 'accept-language': 'fr-FR' },
      payload: { registrationNumber: '123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail ?? wrong.json().title).toBe('Vérifiez le format des numéros signalés.');
    expect(reason(wrong.json(), 'registrationNumber')).toBe(
      "Ce numéro ne semble pas valide (Numéro d'enregistrement). Exemple : 7510712345678.",
    );
  });

  it('says which address fields are missing in the host language', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/app/properties/${propertyId}/location/save`,
      headers: { ...host.auth, 'accept-language': 'nl-NL' },
      payload: { location: { countryCode: 'DE', city: 'Köln' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail ?? res.json().title).toBe('Er ontbreken adresvelden');
    expect(reason(res.json(), 'location.street')).toBe('Dit adresveld is verplicht in dit land');
  });
});
