import { MAX_INTERACTION_KEYS, MAX_INTERACTION_TYPE_LENGTH } from '@host-portal/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

/** PUT /user/interactions is bounded: so many keys per user, so long a key; a type twice is one row. */
describe('user interactions limits', () => {
  let t: TestApp;
  let host: TestHost;
  const put = (interactions: { interactionType: string; interacted: boolean }[]) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/app/user/interactions',
      headers: host.auth,
      payload: { interactions },
    });

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
  });
  afterAll(() => t?.close());

  it('keeps one row per type when a type comes twice in one call (the last value wins)', async () => {
    const res = await put([
      { interactionType: 'tour', interacted: false },
      { interactionType: 'tour', interacted: true },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().interactions).toMatchObject([{ interactionType: 'tour', interacted: true }]);
  });

  it('refuses a key over the length limit', async () => {
    const res = await put([
      { interactionType: 'k'.repeat(MAX_INTERACTION_TYPE_LENGTH + 1), interacted: true },
    ]);
    expect(res.statusCode).toBe(400);
  });

  it('stores up to the cap of keys, then answers a clear 400 and stores nothing more', async () => {
    let n = 1; // 'tour' from the first test
    while (n < MAX_INTERACTION_KEYS) {
      const batch = Array.from({ length: Math.min(100, MAX_INTERACTION_KEYS - n) }, (_, i) => ({
        interactionType: `key-${n + i}`,
        interacted: true,
      }));
      expect((await put(batch)).statusCode).toBe(200);
      n += batch.length;
    }
    const over = await put([{ interactionType: 'one-too-many', interacted: true }]);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'validation_failed',
      invalidParams: [{ name: 'interactions' }],
    });
    expect(over.json().detail).toContain(String(MAX_INTERACTION_KEYS));
    // updating a known key still works at the cap
    expect((await put([{ interactionType: 'tour', interacted: false }])).statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/app/user/interactions', headers: host.auth });
    expect(list.json().interactions).toHaveLength(MAX_INTERACTION_KEYS);
  });
});
