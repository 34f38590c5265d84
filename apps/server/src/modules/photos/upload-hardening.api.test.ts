import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

const BOUNDARY = '----hp-hardening-boundary';
type Part = { field: string; filename?: string; data: Buffer | string };

function multipart(parts: Part[]) {
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.field}"${
        p.filename ? `; filename="${p.filename}"\r\nContent-Type: image/jpeg` : ''
      }\r\n\r\n`,
    ),
    Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const MB25 = 25 * 1024 * 1024;

describe('upload hardening (unit photos and the avatar)', () => {
  let t: TestApp;
  let host: TestHost;
  let photosUrl: string;
  let jpeg: Buffer;

  const post = (url: string, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...host.auth, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/app/properties',
      headers: host.auth,
      payload: { propertyType: 'single', title: 'Upload test' },
    });
    photosUrl = `/api/app/property-unit/${created.json().unitId}/photos`;
    jpeg = await sharp({ create: { width: 1600, height: 1100, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t?.close());

  it('refuses a truncated JPEG with a clear 400 on both endpoints', async () => {
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const photo = await post(photosUrl, [{ field: 'photo', filename: 'cut.jpg', data: cut }]);
    expect(photo.statusCode).toBe(400);
    expect(photo.json()).toMatchObject({ code: 'invalid_image', invalidParams: [{ name: 'photo' }] });
    expect(photo.json().detail).toContain('damaged or incomplete');
    const avatar = await post('/api/app/user/image', [{ field: 'image', filename: 'cut.jpg', data: cut }]);
    expect(avatar.statusCode).toBe(400);
    expect(avatar.json()).toMatchObject({ code: 'invalid_image', invalidParams: [{ name: 'image' }] });
    expect(avatar.json().detail).toContain('damaged or incomplete');
  });

  it('refuses one byte over 25 MB with a 413 on both endpoints, and not exactly 25 MB', async () => {
    const over = Buffer.alloc(MB25 + 1, 7);
    for (const [url, field] of [
      [photosUrl, 'photo'],
      ['/api/app/user/image', 'image'],
    ] as const) {
      const res = await post(url, [{ field, filename: 'big.jpg', data: over }]);
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toMatchObject({ code: 'payload_too_large', invalidParams: [{ name: field }] });
      const exact = await post(url, [{ field, filename: 'exact.jpg', data: over.subarray(0, MB25) }]);
      expect(exact.statusCode, url).toBe(400); // not an image, but within the size limit
      expect(exact.json().code).toBe('invalid_image');
    }
  });

  it('refuses a second file, the wrong field, too many fields and NUL in a field as 400s', async () => {
    const cases: Part[][] = [
      [{ field: 'file', filename: 'a.jpg', data: jpeg }],
      [
        { field: 'photo', filename: 'a.jpg', data: jpeg },
        { field: 'photo', filename: 'b.jpg', data: jpeg },
      ],
      [
        ...Array.from({ length: 8 }, (_, i) => ({ field: `f${i}`, data: 'x' })),
        { field: 'photo', filename: 'a.jpg', data: jpeg },
      ],
      [
        { field: 'caption', data: 'a\u0000b' },
        { field: 'photo', filename: 'a.jpg', data: jpeg },
      ],
    ];
    for (const parts of cases) {
      const res = await post(photosUrl, parts);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('answers the next request on the same keep-alive connection after a refused upload', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (
      method: string,
      path: string,
      body?: { payload: Buffer; headers: Record<string, string> },
    ) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          { port, host: '127.0.0.1', method, path, agent, headers: { ...host.auth, ...body?.headers } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.setTimeout(5000, () => req.destroy(new Error(`timed out: ${method} ${path}`)));
        req.on('error', reject);
        req.end(body?.payload);
      });
    const big = Buffer.alloc(3 * 1024 * 1024, 9);
    const refused: Part[][] = [
      [{ field: 'wrong', filename: 'a.jpg', data: big }],
      [
        ...Array.from({ length: 8 }, (_, i) => ({ field: `f${i}`, data: 'x' })),
        { field: 'photo', filename: 'a.jpg', data: big },
      ],
      [
        { field: 'photo', filename: 'a.jpg', data: jpeg },
        { field: 'photo', filename: 'b.jpg', data: big },
      ],
    ];
    try {
      for (const parts of refused) {
        expect(await send('POST', photosUrl, multipart(parts))).toBe(400);
        expect(await send('GET', '/api/health')).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
