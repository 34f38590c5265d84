import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { localFileStorage } from '../../lib/storage.ts';
import { coverThumbnailUrl } from './photo-urls.ts';

function multipart(filename: string, data: Buffer, type: string, field = 'photo') {
  const boundary = '----hp-photo-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const colour = (i: number) => ({ r: (i * 67) % 255, g: (i * 131) % 255, b: (i * 29) % 255 });
const image = (w: number, h: number, i = 1) =>
  sharp({ create: { width: w, height: h, channels: 3, background: colour(i) } });

/** A camera-like JPEG: EXIF with GPS coordinates, a maker note and orientation 6 (rotate 90°). */
const cameraJpeg = () =>
  image(1600, 1100)
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'X100', Copyright: 'owner-name' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 4/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 38/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

describe('unit photos API', () => {
  let t: TestApp;
  let host: TestHost;
  let other: TestHost;
  let unitId: string;
  const base = () => `/api/app/property-unit/${unitId}/photos`;

  const upload = (file: { payload: Buffer; headers: Record<string, string> }, who = host, id = unitId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/app/property-unit/${id}/photos`,
      headers: { ...who.auth, ...file.headers },
      payload: file.payload,
    });
  const list = async () => (await t.app.inject({ url: base(), headers: host.auth })).json().items;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
    other = await t.createHost();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/app/properties',
      headers: host.auth,
      payload: { propertyType: 'single', title: 'Sea view flat' },
    });
    unitId = created.json().unitId;
  });
  afterAll(() => t.close());

  it('starts empty', async () => {
    expect(await list()).toEqual([]);
  });

  it('re-encodes a camera JPEG: orientation applied, EXIF and GPS gone, WebP sizes, first is cover', async () => {
    const res = await upload(multipart('IMG_0001.JPG', await cameraJpeg(), 'image/jpeg'));
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    // orientation 6: the 1600×1100 sensor image is displayed 1100×1600
    expect(photo).toMatchObject({ isCover: true, position: 0, width: 1100, height: 1600 });
    expect(photo.urls.small).toMatch(/^http:\/\/localhost:8080\/uploads\/photos\/.+-small\.webp$/);
    expect(photo.srcset).toMatch(/-small\.webp 320w, .+-medium\.webp 1024w, .+-large\.webp 1100w$/);
    const sizes = { small: [320, 465], medium: [1024, 1489], large: [1100, 1600] } as const;
    for (const [size, [w, h]] of Object.entries(sizes)) {
      const served = await t.app.inject({ url: new URL(photo.urls[size]).pathname });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: w, height: h });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(served.rawPayload.includes('SecretCam')).toBe(false);
    }
  });

  it('accepts a PNG and a WebP; later photos are not the cover', async () => {
    const png = await upload(multipart('plan.png', await image(1200, 800, 2).png().toBuffer(), 'image/png'));
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ isCover: false, position: 1, width: 1200, height: 800 });
    const webp = await upload(
      multipart('x.webp', await image(2400, 1600, 3).webp().toBuffer(), 'image/webp'),
    );
    expect(webp.statusCode).toBe(201);
    expect(webp.json().srcset).toMatch(/2048w$/);
    expect((await list()).map((p: { position: number }) => p.position)).toEqual([0, 1, 2]);
  });

  it('refuses by content: a text file named .jpg, a GIF, too small, too large', async () => {
    const fake = await upload(
      multipart('beach.jpg', Buffer.from('just some text, not a photo'), 'image/jpeg'),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'invalid_image', invalidParams: [{ name: 'photo' }] });
    expect(fake.json().detail).toContain('not an image we can read');

    const gif = await upload(multipart('a.jpg', await image(1200, 800).gif().toBuffer(), 'image/jpeg'));
    expect(gif.statusCode).toBe(400);
    expect(gif.json().detail).toBe(
      'The photo is a GIF file; upload a photo of one of these types: JPEG, PNG, WebP.',
    );

    const small = await upload(multipart('s.jpg', await image(800, 600).jpeg().toBuffer(), 'image/jpeg'));
    expect(small.statusCode).toBe(400);
    expect(small.json().detail).toBe('The photo is 800×600 pixels; it must be at least 1024×683.');
    // in the host's language (ADR 10), with the same figures, on the field as well
    const smallFile = multipart('s.jpg', await image(800, 600).jpeg().toBuffer(), 'image/jpeg');
    const german = await upload({
      ...smallFile,
      headers: { ...smallFile.headers, 'accept-language': 'de-DE' },
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().detail).not.toBe(small.json().detail);
    expect(german.json().detail).toMatch(/800×600.*1024×683/);
    expect(german.json().invalidParams).toEqual([{ name: 'photo', reason: german.json().detail }]);

    // a PNG header claiming 13000×700: refused from the header, never decoded
    const huge = await upload(
      multipart('wide.png', await image(13000, 700).png({ compressionLevel: 9 }).toBuffer(), 'image/png'),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().detail).toBe('The photo is 13000×700 pixels; it must be at most 12000×12000.');
    expect(await list()).toHaveLength(3);
  });

  it('refuses a file over 25 MB with its size', async () => {
    const big = Buffer.alloc(26 * 1_048_576, 1);
    const res = await upload(multipart('big.jpg', big, 'image/jpeg'));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
    expect(res.json().detail).toBe('The photo is 26 MB; it must be at most 25 MB.');
  });

  it('reorders, and refuses an order that is not a permutation', async () => {
    const ids = (await list()).map((p: { id: string }) => p.id);
    const reversed = [...ids].reverse();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${base()}/order`,
      headers: host.auth,
      payload: { photoIds: reversed },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { id: string }) => p.id)).toEqual(reversed);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `${base()}/order`,
      headers: host.auth,
      payload: { photoIds: [ids[0], ids[0], ids[1]] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0]).toMatchObject({ name: 'photoIds' });
  });

  it('sets the cover, which becomes the unit thumbnail', async () => {
    const [first, second] = await list();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base()}/${second.id}/cover`,
      headers: host.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.filter((p: { isCover: boolean }) => p.isCover)
        .map((p: { id: string }) => p.id),
    ).toEqual([second.id]);
    expect(first.id).not.toBe(second.id);
    const storage = localFileStorage(t.config.uploadDir, t.config.publicUrl);
    expect(await coverThumbnailUrl(t.database, storage, unitId)).toBe(second.urls.small);
  });

  it('deleting the cover promotes the first remaining photo and removes the files', async () => {
    const before = await list();
    const cover = before.find((p: { isCover: boolean }) => p.isCover);
    const del = await t.app.inject({ method: 'DELETE', url: `${base()}/${cover.id}`, headers: host.auth });
    expect(del.statusCode).toBe(204);
    const after = await list();
    expect(after).toHaveLength(2);
    expect(after[0].isCover).toBe(true);
    expect(after.filter((p: { isCover: boolean }) => p.isCover)).toHaveLength(1);
    const gone = await t.app.inject({ url: new URL(cover.urls.small).pathname });
    expect(gone.statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `${base()}/${cover.id}`, headers: host.auth });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another host's unit on every call", async () => {
    const [photo] = await list();
    const file = multipart('p.jpg', await image(1200, 800).jpeg().toBuffer(), 'image/jpeg');
    const calls = [
      t.app.inject({ url: base(), headers: other.auth }),
      upload(file, other),
      t.app.inject({
        method: 'PATCH',
        url: `${base()}/order`,
        headers: other.auth,
        payload: { photoIds: [photo.id] },
      }),
      t.app.inject({ method: 'PUT', url: `${base()}/${photo.id}/cover`, headers: other.auth }),
      t.app.inject({ method: 'DELETE', url: `${base()}/${photo.id}`, headers: other.auth }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect(await list()).toHaveLength(2);
  });

  it('refuses more photos than the maximum', async () => {
    const [row] = await t.database.query<{ storage_key: string }>(
      'select storage_key from unit_photos where unit_id = $1 limit 1',
      [unitId],
    );
    // fill up to 40 directly (the upload path is covered above)
    await t.database.query(
      `insert into unit_photos (unit_id, host_id, position, storage_key, width, height)
       select $1, $2, 10 + g, $3, 1200, 800 from generate_series(1, 38) g`,
      [unitId, host.id, row!.storage_key],
    );
    const res = await upload(multipart('p.jpg', await image(1200, 800).jpeg().toBuffer(), 'image/jpeg'));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('This unit already has 40 photos; a unit may have at most 40.');
  });

  it('needs a multipart body with the photo field', async () => {
    const json = await t.app.inject({ method: 'POST', url: base(), headers: host.auth, payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    const wrong = await upload(multipart('p.jpg', Buffer.from('x'), 'image/jpeg', 'image'));
    expect(wrong.statusCode).toBe(400);
  });
});
