import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

/** A deleted unit or property takes its photos along: rows gone, /uploads answers 404. */
describe('photos of deleted units and properties', () => {
  let t: TestApp;
  let host: TestHost;
  let jpeg: Buffer;

  async function upload(unitId: string) {
    const boundary = 'cleanup-boundary';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/app/property-unit/${unitId}/photos`,
      headers: { ...host.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        jpeg,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    return Object.values(res.json().urls as Record<string, string>).map((u) => new URL(u).pathname);
  }
  const statuses = async (paths: string[]) =>
    Promise.all(paths.map(async (url) => (await t.app.inject({ url })).statusCode));
  const photoRows = async (unitId: string) =>
    (await t.database.query('select id from unit_photos where unit_id = $1', [unitId])).length;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
    jpeg = await sharp({ create: { width: 1600, height: 1100, channels: 3, background: '#a53' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t?.close());

  it('removes the files and rows of a deleted unit, and keeps its sibling’s', async () => {
    const { id: propertyId, unitId } = await createProperty(t, host, 'multi');
    const sibling = (
      await t.app.inject({
        method: 'POST',
        url: `/api/app/properties/${propertyId}/units`,
        headers: host.auth,
      })
    ).json().id as string;
    const gone = await upload(unitId);
    const kept = await upload(sibling);
    expect(await statuses(gone)).toEqual(gone.map(() => 200));

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/property-unit/${unitId}`,
      headers: host.auth,
    });
    expect(del.statusCode).toBeLessThan(300);
    expect(await statuses(gone)).toEqual(gone.map(() => 404));
    expect(await photoRows(unitId)).toBe(0);
    expect(await statuses(kept)).toEqual(kept.map(() => 200));
  });

  it('removes the files of every unit of a deleted property', async () => {
    const { id: propertyId, unitId } = await createProperty(t, host, 'multi');
    const files = await upload(unitId);
    expect(await statuses(files)).toEqual(files.map(() => 200));
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/properties/${propertyId}`,
      headers: host.auth,
    });
    expect(del.statusCode).toBeLessThan(300);
    expect(await statuses(files)).toEqual(files.map(() => 404));
    expect(await photoRows(unitId)).toBe(0);
  });

  it('leaves another host’s photos alone when their property id is sent', async () => {
    const other = await t.createHost();
    const { id: propertyId, unitId } = await createProperty(t, host, 'multi');
    const files = await upload(unitId);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/properties/${propertyId}`,
      headers: other.auth,
    });
    expect(del.statusCode).toBe(404);
    expect(await statuses(files)).toEqual(files.map(() => 200));
  });
});
