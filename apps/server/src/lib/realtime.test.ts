import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, usingPostgres } from '../../test/helpers/test-db.ts';
import { createRealtime, type Realtime, type RealtimeEvent } from './realtime.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';

function nextEvent(realtime: Realtime, match: (e: RealtimeEvent) => boolean) {
  return new Promise<RealtimeEvent>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no event within 5 s')), 5000);
    const off = realtime.subscribe((e) => {
      if (!match(e)) return;
      clearTimeout(timer);
      off();
      resolve(e);
    });
  });
}

describe(`realtime over LISTEN/NOTIFY (${driver})`, () => {
  let database: TestDatabase;
  let realtime: Realtime;
  beforeAll(async () => {
    database = await createTestDatabase();
    realtime = createRealtime(database);
    await realtime.start();
  });
  afterAll(async () => {
    await realtime?.stop();
    await database?.drop();
  });

  it('delivers a published event to subscribers', async () => {
    const got = nextEvent(realtime, (e) => e.k === 'channel');
    await realtime.publish({ k: 'channel', channelId: '00000000-0000-4000-8000-000000000001' });
    expect(await got).toEqual({ k: 'channel', channelId: '00000000-0000-4000-8000-000000000001' });
  });

  it('announces a stored message only when its transaction commits', async () => {
    const [host] = await database.query<{ id: string }>(
      `insert into users (subject, email) values ('rt-host', 'rt@example.test') returning id`,
    );
    const [conv] = await database.query<{ id: string }>(
      `insert into conversations (host_id, type, title) values ($1, 'marketing', 'News') returning id`,
      [host!.id],
    );
    const got = nextEvent(realtime, (e) => e.k === 'message');
    const [msg] = await database.query<{ seq: number }>(
      `select seq from conversation_post($1, 'platform', 'Team', 'Hello', 'c-1')`,
      [conv!.id],
    );
    expect(msg!.seq).toBe(1);
    expect(await got).toEqual({ k: 'message', channelId: conv!.id, seq: 1 });
  });
});
