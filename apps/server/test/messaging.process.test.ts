import type { SocketEvent } from '@host-portal/contracts/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { addDays, toDay } from '../src/modules/reservations/reservation-rules.ts';
import { unitIn } from './helpers/listing-fixtures.ts';
import { freePort, type ServerProcess, spawnServer, waitHealthy } from './helpers/server-process.ts';
import { createTestApp, type TestApp, type TestHost } from './helpers/test-app.ts';
import { usingPostgres } from './helpers/test-db.ts';

const day = (n: number) => addDays(toDay(new Date()), n);

/**
 * Two server processes on one PostgreSQL (issue 9): a message sent through one reaches a socket
 * connected to the other, through LISTEN/NOTIFY. Both processes share the issuer address (the
 * test signs the host's token for it) and listen on their own ports.
 */
describe.runIf(usingPostgres)('chat across two server processes on one PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  let t: TestApp;
  let host: TestHost;
  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
    for (let i = 0; i < 2; i++) {
      const port = String(await freePort());
      servers.push(
        spawnServer({
          PORT: port,
          PUBLIC_URL: t.config.publicUrl,
          DATABASE_URL: t.database.url!,
          SEED_DEMO: 'false',
        }),
      );
    }
    await Promise.all(servers.map((s) => waitHealthy(s)));
  }, 240_000);
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await t?.close();
  }, 60_000);

  it('delivers a message sent through one process to a socket on the other, once', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const api = (server: ServerProcess, path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: { ...host.auth, 'content-type': 'application/json', ...(init.headers ?? {}) },
      });
    const { unitId } = await unitIn(t, host, 'PUBLISHED');
    const made = await fetch(`${a.url}/api/public/units/${unitId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        checkIn: day(40),
        checkOut: day(43),
        guests: 2,
        guest: { name: 'Ola Pik', email: 'ola@example.test', language: 'en' },
        message: 'See you soon',
      }),
    });
    expect(made.status).toBe(201);
    const channel = await (
      await api(a, '/api/app/messaging/conversation', {
        method: 'POST',
        body: JSON.stringify({ reservationId: (await made.json()).id }),
      })
    ).json();

    const { token } = await (await api(b, '/api/app/messaging/token')).json();
    const ws = new WebSocket(`${b.url.replace('http', 'ws')}/api/messaging/socket?token=${token}`);
    const events: SocketEvent[] = [];
    ws.on('message', (d) => events.push(JSON.parse(String(d))));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const until = async (check: () => boolean) => {
      const end = Date.now() + 10_000;
      while (!check()) {
        if (Date.now() > end) throw new Error(`timed out; events: ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    await until(() => events.some((e) => e.type === 'ready'));
    const sent = await api(a, `/api/app/messaging/channels/${channel.id}/messages`, {
      method: 'POST',
      body: JSON.stringify({ body: 'Sent through process A', clientId: 'two-process-1' }),
    });
    expect(sent.status).toBe(201);
    const isIt = (e: SocketEvent) => e.type === 'message' && e.message.body === 'Sent through process A';
    await until(() => events.some(isIt));
    await new Promise((r) => setTimeout(r, 300));
    expect(events.filter(isIt)).toHaveLength(1);
    ws.close();
  }, 120_000);
});
