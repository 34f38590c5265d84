import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/helpers/multipart.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

const photo = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Copyright: 'secret-gps-owner' } })
    .jpeg()
    .toBuffer();

describe('user API', () => {
  let t: TestApp;
  let host: TestHost;
  let company: TestHost;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost({ firstName: 'Ana' });
    company = await t.createHost({ company: 'Sunbay Rentals GmbH' });
  });
  afterAll(() => t.close());

  it('returns the current user with type, defaults and feature flags', async () => {
    const res = await t.app.inject({ url: '/api/app/user/info', headers: host.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: host.id,
      email: host.email,
      type: 'individual',
      firstName: 'Ana',
      locale: 'en_US',
      commercialModel: 'commission',
      onboardingStatus: 'in_progress',
      imageUrls: null,
      companyName: null,
      isCoinSubscriptionEnabled: false,
      appFeatures: {
        commissionApplicable: true,
        bookingsAvailable: true,
        isB2B: false,
        subscriptionApplicable: false,
      },
    });
    const c = await t.app.inject({ url: '/api/app/user/info', headers: company.auth });
    expect(c.json()).toMatchObject({
      type: 'company',
      companyName: 'Sunbay Rentals GmbH',
      appFeatures: { isB2B: true },
    });
  });

  it('treats a hybrid tier bidding tag as hybrid', async () => {
    await t.database.query("update users set bidding_tag = 'hybrid_13' where id = $1", [company.id]);
    const c = await t.app.inject({ url: '/api/app/user/info', headers: company.auth });
    expect(c.json()).toMatchObject({
      commercialModel: 'hybrid',
      isHybrid: true,
      isCoinSubscriptionEnabled: true,
      appFeatures: {
        commissionApplicable: true,
        subscriptionApplicable: true,
        isSubscriptionCheckoutAvailable: true,
      },
    });
    await t.database.query("update users set bidding_tag = 'host_only' where id = $1", [company.id]);
    const d = await t.app.inject({ url: '/api/app/user/info', headers: company.auth });
    expect(d.json()).toMatchObject({
      isHybrid: false,
      commercialModel: 'commission',
      biddingTag: 'host_only',
      isCoinSubscriptionEnabled: false,
    });
  });

  it('turns the coin subscription (credit counters) on with the subscription model, whatever the column says', async () => {
    const subscriber = await t.createHost();
    await t.database.query("update users set commercial_model = 'subscription' where id = $1", [
      subscriber.id,
    ]);
    const on = await t.app.inject({ url: '/api/app/user/info', headers: subscriber.auth });
    expect(on.json()).toMatchObject({
      commercialModel: 'subscription',
      isCoinSubscriptionEnabled: true,
      appFeatures: { subscriptionApplicable: true },
    });
    // the old column no longer decides: a commission host with it set still has no coin feature
    await t.database.query(
      "update users set commercial_model = 'commission', is_coin_subscription_enabled = true where id = $1",
      [subscriber.id],
    );
    const off = await t.app.inject({ url: '/api/app/user/info', headers: subscriber.auth });
    expect(off.json()).toMatchObject({ commercialModel: 'commission', isCoinSubscriptionEnabled: false });
  });

  it('updates profile fields and validates them', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers: host.auth,
      payload: { firstName: ' Anna ', locale: 'de_DE', alias: 'Anna from Split' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Anna', locale: 'de_DE', alias: 'Anna from Split' });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers: host.auth,
      payload: { locale: 'xx_XX', firstName: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .invalidParams.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['firstName', 'locale']);
    const email = await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers: host.auth,
      payload: { email: 'x@y.z' },
    });
    expect(email.statusCode).toBe(400);
  });

  it('uploads a picture: checked by content, re-encoded to WebP without metadata, served', async () => {
    const up = multipart('image', 'me.jpg', await photo(800, 600), 'image/jpeg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/user/image',
      headers: { ...host.auth, ...up.headers },
      payload: up.payload,
    });
    expect(res.statusCode).toBe(200);
    const { imageUrls } = res.json();
    expect(imageUrls.small).toMatch(/^http:\/\/localhost:8080\/uploads\/avatars\/.+-small\.webp$/);
    const served = await t.app.inject({ url: new URL(imageUrls.large).pathname });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a file that is not an image whatever its name, and a too small picture', async () => {
    const fake = multipart('image', 'me.jpg', Buffer.from('<?php echo "hi"; ?>'), 'image/jpeg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/user/image',
      headers: { ...host.auth, ...fake.headers },
      payload: fake.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_image', invalidParams: [{ name: 'image' }] });
    const tiny = multipart('image', 'tiny.jpg', await photo(20, 20), 'image/jpeg');
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/app/user/image',
      headers: { ...host.auth, ...tiny.headers },
      payload: tiny.payload,
    });
    expect(small.statusCode).toBe(400);
    expect(small.json().detail).toContain('at least 64×64');
  });

  it('deletes the picture', async () => {
    const del = await t.app.inject({ method: 'DELETE', url: '/api/app/user/image', headers: host.auth });
    expect(del.statusCode).toBe(204);
    const info = await t.app.inject({ url: '/api/app/user/info', headers: host.auth });
    expect(info.json().imageUrls).toBeNull();
  });

  it('records interactions per user', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/app/user/interactions',
      headers: host.auth,
      payload: { interactions: [{ interactionType: 'listing_preview_info', interacted: true }] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().interactions).toEqual([
      expect.objectContaining({ interactionType: 'listing_preview_info', interacted: true }),
    ]);
    const mine = await t.app.inject({ url: '/api/app/user/interactions', headers: company.auth });
    expect(mine.json().interactions).toEqual([]);
  });

  it('lists the tasks: switching to instant booking applies while a unit is on request', async () => {
    const tasks = async (who = host) =>
      (await t.app.inject({ url: '/api/app/user/tasks', headers: who.auth })).json();
    const fresh = await t.createHost();
    expect(await tasks(fresh)).toEqual([
      { taskType: 'bulk_switch_to_instant_booking', status: 'hidden' },
      { taskType: 'bulk_switch_to_other_booking_type', status: 'hidden' },
    ]);
    const { id: propertyId } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/app/properties',
        headers: fresh.auth,
        payload: { propertyType: 'single', title: 'On request' },
      })
    ).json();
    const unitId = (
      await t.app.inject({ url: `/api/app/properties/${propertyId}/units`, headers: fresh.auth })
    ).json().items[0].id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitId}`,
      headers: fresh.auth,
      payload: { bookingType: 'onRequest' },
    });
    expect((await tasks(fresh))[0]).toEqual({
      taskType: 'bulk_switch_to_instant_booking',
      status: 'not_started',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/app/property-units/change-booking-preference',
      headers: fresh.auth,
    });
    expect((await tasks(fresh))[0]).toEqual({ taskType: 'bulk_switch_to_instant_booking', status: 'done' });
  });

  it('sets a task status and refuses unknown tasks', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/task/bulk_switch_to_instant_booking',
      headers: host.auth,
      payload: { status: 'done' },
    });
    expect(res.json()).toEqual({ taskType: 'bulk_switch_to_instant_booking', status: 'done' });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/task/nope',
      headers: host.auth,
      payload: { status: 'done' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
