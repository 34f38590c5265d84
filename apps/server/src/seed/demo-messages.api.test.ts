import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bookingRequestListQuerySchema, inquiryListQuerySchema } from '@host-portal/contracts/reservations';
import { REVIEW_RULES } from '@host-portal/contracts/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-db.ts';
import { loadConfig } from '../config.ts';
import { toDay } from '../modules/reservations/reservation-rules.ts';
import { buildServices } from '../services.ts';
import { DEMO_HOST, seedDemo } from './seed.ts';

describe('the demo data', () => {
  let database: TestDatabase;
  let hostId: string;
  let services: ReturnType<typeof buildServices>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-seed-'));
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080' });
    await seedDemo(database, { onlyIfEmpty: false, config });
    [{ id: hostId }] = (await database.query<{ id: string }>('select id from users where email = $1', [
      DEMO_HOST.email,
    ])) as [{ id: string }];
    services = buildServices({ config, database });
  }, 180_000);
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has conversations answered and waiting, the welcome and saved replies', async () => {
    const { messaging, savedReplies } = services;
    const page = await messaging.channels(hostId, { status: 'all', page: 1, limit: 100 });
    const marketing = page.items.filter((c) => c.type === 'marketing');
    expect(marketing).toHaveLength(1);
    expect(marketing[0]!.lastMessage?.body).toContain('Welcome');
    const talks = page.items.filter((c) => c.type === 'messaging');
    // every demo reservation has its conversation (a confirmed request shares its booking's); the
    // reviewed stays of long ago are archived
    const archived = await messaging.channels(hostId, { status: 'archived', page: 1, limit: 100 });
    const [{ n, reviewed }] = (await database.query<{ n: number; reviewed: number }>(
      `select count(*)::int as n, count(*) filter (where status = 'REVIEW_COLLECTED')::int as reviewed
         from reservations where host_id = $1 and origin_id is null`,
      [hostId],
    )) as [{ n: number; reviewed: number }];
    expect(talks.length + archived.items.length).toBe(n);
    expect(archived.items).toHaveLength(reviewed);
    expect(talks.some((c) => c.lastMessage?.sender === 'guest' && c.unreadCount > 0)).toBe(true);
    expect(talks.some((c) => c.lastMessage?.sender === 'host')).toBe(true);
    expect(page.unreadChannels).toBeGreaterThan(0);
    expect((await savedReplies.list(hostId)).items.map((r) => r.language).sort()).toEqual(['de_DE', 'en_US']);
  });

  it('has reviews of past stays: answered, waiting and new, one unit over more than a page', async () => {
    const { reviews } = services;
    const units = (await reviews.summaries(hostId, { criteria: {}, page: 1, limit: 20 })).items;
    const reviewed = units.filter((u) => u.count > 0);
    expect(reviewed.length).toBeGreaterThanOrEqual(3);
    expect(units.some((u) => u.count > REVIEW_RULES.listLimit)).toBe(true);
    expect(units.some((u) => u.awaitingReply > 0 && u.hasNew)).toBe(true);
    expect((await reviews.newUnits(hostId)).length).toBeGreaterThan(0);

    const all = (
      await Promise.all(reviewed.map((u) => reviews.list(hostId, u.unitId, { page: 1, limit: 50 })))
    ).flatMap((p) => p.items);
    const ratings = new Set(all.map((r) => r.rating));
    expect([...ratings].every((r) => r >= 3 && r <= 5) && ratings.size === 3).toBe(true);
    expect(all.filter((r) => r.reply).length).toBeGreaterThan(all.length / 2);
    // the category stars follow the rating, some a star apart
    expect(all.some((r) => Object.values(r.categories).some((c) => c !== r.rating))).toBe(true);
    const waiting = all.filter((r) => !r.seen);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((r) => !r.reply && r.canReply)).toBe(true);
    // stays before today, reviewed after check-out, on days spread over months
    const today = toDay(new Date());
    expect(all.every((r) => r.stay.checkOut < today && r.createdAt.slice(0, 10) > r.stay.checkIn)).toBe(true);
    expect(new Set(all.map((r) => r.createdAt.slice(0, 7))).size).toBeGreaterThan(6);
    expect(new Set(all.map((r) => r.guestName)).size).toBe(all.length);

    const big = units.find((u) => u.count > REVIEW_RULES.listLimit)!;
    const first = await reviews.list(hostId, big.unitId, { page: 1, limit: REVIEW_RULES.listLimit });
    expect(first.pagination.pages).toBeGreaterThan(1);
    const shown = await reviews.publicReviews(big.unitId, 1);
    expect(shown.rating.count).toBe(big.count);
    expect(shown.items.some((r) => r.reply)).toBe(true);

    const [{ bad }] = (await database.query<{ bad: number }>(
      `select count(*)::int as bad from reviews v join reservations r on r.id = v.reservation_id
         where v.host_id = $1 and (r.status <> 'REVIEW_COLLECTED' or r.kind <> 'booking'
           or not exists (select 1 from occupancies o where o.source_id = r.id and o.occupies))`,
      [hostId],
    )) as [{ bad: number }];
    expect(bad).toBe(0);
  });

  it('has an ideal guest that rates the pending requests and inquiries differently', async () => {
    const { guestProfile, reservations } = services;
    const prefs = await guestProfile.get(hostId);
    for (const field of ['bookingTimes', 'stayDurations', 'startOfStay', 'groupSizes', 'language'] as const) {
      expect(prefs[field], field).not.toBeNull();
    }
    expect(prefs.hostLanguages.length).toBeGreaterThan(0);
    const requests = await reservations.requests(hostId, bookingRequestListQuerySchema.parse({}));
    const inquiries = await reservations.inquiries(hostId, inquiryListQuerySchema.parse({}));
    const pending = [
      ...requests.items,
      ...inquiries.items.filter((i) => ['REQUESTED', 'ACTION_NEEDED'].includes(i.status)),
    ];
    expect(pending.length).toBeGreaterThanOrEqual(4);
    expect(pending.every((r) => r.match !== null)).toBe(true);
    expect(new Set(pending.map((r) => r.match!.level)).size).toBeGreaterThanOrEqual(3);
  });

  it('has a year of visits and listed units, so that every insights figure shows something real', async () => {
    const { insights } = services;
    const performance = await insights.performance(hostId, {});
    expect(performance.totals.views).toBeGreaterThan(0);
    expect(performance.totals.impressions).toBeGreaterThan(performance.totals.views);
    expect(performance.byMonth.every((m) => m.views > 0)).toBe(true);
    const occupancy = await insights.occupancy(hostId, {});
    expect(occupancy.totals.bookedNights).toBeGreaterThan(0);
    // the units were listed before their past stays: open nights are the listed ones
    expect(occupancy.totals.availableNights).toBeGreaterThan(occupancy.totals.bookedNights * 2);
    for (const m of occupancy.byMonth) expect(m.rate ?? 0, m.month).toBeLessThanOrEqual(1);
  });
});
