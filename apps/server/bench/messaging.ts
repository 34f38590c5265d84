/**
 * Messaging figures (issue 9), on PostgreSQL with real server processes (src/main.ts):
 * - fan-out: CLIENTS sockets of one host on one process; a message is stored (conversation_post,
 *   as the send call does) and the time until each socket has it is measured (p50/p99 over all
 *   deliveries of MESSAGES messages);
 * - the same with the sockets split over two processes (LISTEN/NOTIFY carries it across);
 * - messages per second one process stores and announces through the send call (autocannon, 10
 *   connections over 100 conversations, every send with its own clientId).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { freePort, type ServerProcess, spawnServer, waitHealthy } from '../test/helpers/server-process.ts';
import { signToken } from './sign-token.ts';

export const FANOUT_CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 1000);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 20);
const SEND_SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 5);
const CHANNELS = 100;
const PUBLIC_URL = 'http://localhost:8080';

export interface Fanout {
  clients: number;
  processes: number;
  deliveries: number;
  p50: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function openSockets(
  servers: ServerProcess[],
  tokens: string[],
  onMessage: (seq: number, at: number) => void,
) {
  const sockets: WebSocket[] = [];
  for (const [i, token] of tokens.entries()) {
    const server = servers[i % servers.length]!;
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/messaging/socket?token=${token}`);
    ws.on('message', (d) => {
      const at = performance.now();
      const e = JSON.parse(String(d));
      if (e.type === 'message') onMessage(e.message.seq, at);
    });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    sockets.push(ws);
  }
  return sockets;
}

export async function benchMessaging(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, poolMax: 4 });
  const servers: ServerProcess[] = [];
  try {
    const [host] = await database.query<{ id: string }>(
      `insert into users (subject, email, first_name, last_name) values (gen_random_uuid()::text, 'chat-bench@example.test', 'Bench', 'Host') returning id`,
    );
    await database.query('update users set subject = id::text where id = $1', [host!.id]);
    const channels = await database.query<{ id: string }>(
      `insert into conversations (host_id, type, guest_name, guest_email)
       select $1, 'messaging', 'Guest ' || g, 'guest' || g || '@example.test' from generate_series(1, ${CHANNELS}) g
       returning id`,
      [host!.id],
    );
    for (let i = 0; i < 2; i++) {
      const port = String(await freePort());
      servers.push(
        spawnServer({
          PORT: port,
          PUBLIC_URL,
          DATABASE_URL: databaseUrl,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'error',
        }),
      );
    }
    await Promise.all(servers.map((s) => waitHealthy(s)));

    const tokensFor = async (n: number) => {
      const tokens = Array.from({ length: n }, () => randomBytes(32).toString('base64url'));
      await database.query(
        `insert into socket_tokens (token_hash, user_id, expires_at)
         select unnest($1::text[]), $2, now() + interval '10 minutes'`,
        [tokens.map((t) => createHash('sha256').update(t).digest('hex')), host!.id],
      );
      return tokens;
    };

    const fanout = async (processes: number, channelId: string): Promise<Fanout> => {
      const sentAt = new Map<number, number>();
      // arrivals are kept and matched afterwards: a socket may hear of a message before the
      // statement that stored it has returned here
      const arrivals: { seq: number; at: number }[] = [];
      const sockets = await openSockets(
        servers.slice(0, processes),
        await tokensFor(FANOUT_CLIENTS),
        (seq, at) => {
          arrivals.push({ seq, at });
        },
      );
      try {
        for (let m = 0; m < MESSAGES; m++) {
          const expected = arrivals.length + sockets.length;
          const t0 = performance.now();
          const [row] = await database.query<{ seq: number }>(
            `select seq from conversation_post($1, 'guest', 'Guest', 'Hello from the bench', $2)`,
            [channelId, randomUUID()],
          );
          sentAt.set(row!.seq, t0);
          const end = Date.now() + 10_000;
          while (arrivals.length < expected && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
        }
      } finally {
        for (const ws of sockets) ws.terminate();
      }
      const latencies = arrivals
        .filter((a) => sentAt.has(a.seq))
        .map((a) => a.at - sentAt.get(a.seq)!)
        .sort((a, b) => a - b);
      return {
        clients: FANOUT_CLIENTS,
        processes,
        deliveries: latencies.length,
        p50: Math.round(percentile(latencies, 50) * 10) / 10,
        p99: Math.round(percentile(latencies, 99) * 10) / 10,
        max: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
      };
    };
    const one = await fanout(1, channels[0]!.id);
    const two = await fanout(2, channels[1]!.id);

    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, DATA_DIR: '/tmp' });
    const token = await signToken(database, config, host!.id);
    let i = 0;
    const send = await autocannon({
      url: servers[0]!.url,
      connections: 10,
      duration: SEND_SECONDS,
      requests: [
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          setupRequest: (req) => {
            i += 1;
            return {
              ...req,
              path: `/api/app/messaging/channels/${channels[i % CHANNELS]!.id}/messages`,
              body: JSON.stringify({ body: `Message ${i}`, clientId: randomUUID() }),
            };
          },
        },
      ],
    });
    return {
      fanout: [one, two],
      send: {
        rps: Math.round(send.requests.average),
        p99: send.latency.p99,
        errors: send.errors + send.non2xx + send.timeouts,
      },
    };
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await database.close();
  }
}
