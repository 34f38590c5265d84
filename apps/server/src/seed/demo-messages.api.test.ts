import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-db.ts';
import { loadConfig } from '../config.ts';
import { buildServices } from '../services.ts';
import { DEMO_HOST, seedDemo } from './seed.ts';

describe('the demo inbox', () => {
  let database: TestDatabase;
  let hostId: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-seed-'));
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080' });
    await seedDemo(database, { onlyIfEmpty: false, config });
    [{ id: hostId }] = (await database.query<{ id: string }>('select id from users where email = $1', [
      DEMO_HOST.email,
    ])) as [{ id: string }];
  }, 180_000);
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has conversations answered and waiting, the welcome and saved replies', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080' });
    const { messaging, savedReplies } = buildServices({ config, database });
    const page = await messaging.channels(hostId, { status: 'all', page: 1, limit: 100 });
    const marketing = page.items.filter((c) => c.type === 'marketing');
    expect(marketing).toHaveLength(1);
    expect(marketing[0]!.lastMessage?.body).toContain('Welcome');
    const talks = page.items.filter((c) => c.type === 'messaging');
    // every demo reservation has its conversation (a confirmed request shares its booking's)
    const [{ n }] = (await database.query<{ n: number }>(
      'select count(*)::int as n from reservations where host_id = $1 and origin_id is null',
      [hostId],
    )) as [{ n: number }];
    expect(talks).toHaveLength(n);
    expect(talks.some((c) => c.lastMessage?.sender === 'guest' && c.unreadCount > 0)).toBe(true);
    expect(talks.some((c) => c.lastMessage?.sender === 'host')).toBe(true);
    expect(page.unreadChannels).toBeGreaterThan(0);
    expect((await savedReplies.list(hostId)).items.map((r) => r.language).sort()).toEqual(['de_DE', 'en_US']);
  });
});
