import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FetchFeedResult, fetchFeed, guardedLookup, isForbiddenAddress } from './fetch-feed.ts';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const CALENDAR = fixture('airbnb.ics');
/** Feed addresses carry their secret in the query: it must never reach a detail. */
const SECRET = 's3cr3t-t0ken';

let server: http.Server;
let base: string;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push(path);
    const redirect = (to: string) => res.writeHead(302, { location: to }).end();
    switch (path) {
      case '/feed.ics':
        res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(CALENDAR);
        return;
      case '/missing':
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      case '/slow-headers': {
        const t = setTimeout(() => res.writeHead(200).end(CALENDAR), 5000);
        res.on('close', () => clearTimeout(t));
        return;
      }
      case '/slow-body': {
        res.writeHead(200, { 'content-type': 'text/calendar' });
        res.write('BEGIN:VCALENDAR\r\n');
        const t = setTimeout(() => res.end('END:VCALENDAR\r\n'), 5000);
        res.on('close', () => clearTimeout(t));
        return;
      }
      case '/big-declared':
        res
          .writeHead(200, { 'content-type': 'text/calendar', 'content-length': '20000' })
          .end('x'.repeat(20000));
        return;
      case '/big-chunked': {
        // no content-length: the size only shows while reading
        res.writeHead(200, { 'content-type': 'text/calendar' });
        res.write('BEGIN:VCALENDAR\r\n');
        let sent = 0;
        const t = setInterval(() => {
          if (sent++ < 20) res.write('X'.repeat(1000));
          else res.end('END:VCALENDAR\r\n');
        }, 5);
        res.on('close', () => clearInterval(t));
        return;
      }
      case '/login.html':
        res.writeHead(200, { 'content-type': 'text/html' }).end(fixture('not-a-calendar.html'));
        return;
      case '/to-file':
        redirect('file:///etc/passwd');
        return;
      case '/hop1':
        redirect('/hop2?token=x');
        return;
      case '/hop2':
        res.writeHead(301, { location: `${base}/hop3` }).end();
        return;
      case '/hop3':
        res.writeHead(307, { location: 'feed.ics' }).end();
        return;
      case '/loop':
        redirect('/loop');
        return;
      case '/no-location':
        res.writeHead(302).end();
        return;
      default:
        res.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const local = (path: string, opts: Partial<Parameters<typeof fetchFeed>[1]> = {}) =>
  fetchFeed(`${base}${path}?token=${SECRET}`, { allowPrivate: true, ...opts });

/** The failure of a result, checked to keep the feed's secret out of the detail. */
function failure(r: FetchFeedResult) {
  if (r.ok) throw new Error('expected a failure');
  expect(r.detail).not.toContain(SECRET);
  expect(r.detail).not.toMatch(/\n\s+at /);
  return { error: r.error, detail: r.detail };
}

describe('fetchFeed against a local server', () => {
  it('reads a calendar', async () => {
    expect(await local('/feed.ics')).toEqual({ ok: true, body: CALENDAR });
  });

  it('reports a non-2xx answer as http_status', async () => {
    expect(failure(await local('/missing'))).toEqual({
      error: 'http_status',
      detail: 'The server answered HTTP 404.',
    });
  });

  it('gives up on a slow server with timeout, before headers or during the body', async () => {
    for (const path of ['/slow-headers', '/slow-body']) {
      const started = Date.now();
      expect(failure(await local(path, { timeoutMs: 200 }))).toEqual({
        error: 'timeout',
        detail: 'The server did not send the calendar within 200 ms.',
      });
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });

  it('refuses a body larger than maxBytes, declared or not', async () => {
    for (const path of ['/big-declared', '/big-chunked']) {
      expect(failure(await local(path, { maxBytes: 5000 }))).toEqual({
        error: 'too_large',
        detail: 'The calendar is larger than the limit of 4.9 KB.',
      });
    }
  });

  it('refuses an HTML page as not_calendar', async () => {
    expect(failure(await local('/login.html')).error).toBe('not_calendar');
  });

  it('follows a chain of redirects (relative, absolute, 301/302/307)', async () => {
    hits.length = 0;
    expect(await local('/hop1')).toEqual({ ok: true, body: CALENDAR });
    expect(hits).toEqual(['/hop1', '/hop2', '/hop3', '/feed.ics']);
  });

  it('refuses a redirect to file:', async () => {
    expect(failure(await local('/to-file'))).toEqual({
      error: 'forbidden_address',
      detail: 'The address redirects to one that is not http or https, which is not allowed.',
    });
  });

  it('stops after 5 redirects', async () => {
    hits.length = 0;
    expect(failure(await local('/loop'))).toEqual({
      error: 'http_status',
      detail: 'The address redirects more than 5 times.',
    });
    expect(hits).toHaveLength(6);
  });

  it('reports a redirect without a target', async () => {
    expect(failure(await local('/no-location')).error).toBe('http_status');
  });

  it('reports a closed port as unreachable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(
      failure(await fetchFeed(`http://127.0.0.1:${port}/?token=${SECRET}`, { allowPrivate: true })),
    ).toEqual({
      error: 'unreachable',
      detail: 'The server refused the connection.',
    });
  });
});

describe('fetchFeed address checks', () => {
  const publicLookup = async () => ['93.184.216.34'];

  it('refuses private, loopback and link-local addresses unless allowPrivate', async () => {
    hits.length = 0;
    for (const url of [
      `${base}/feed.ics`,
      'http://10.0.0.1/feed.ics',
      'http://[::1]/feed.ics',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:127.0.0.1]/feed.ics',
      'http://2130706433/feed.ics',
      'http://0.0.0.0/feed.ics',
    ]) {
      expect(failure(await fetchFeed(`${url}?token=${SECRET}`, { allowPrivate: false })), url).toEqual({
        error: 'forbidden_address',
        detail: 'The address is on a private or local network, which is not allowed.',
      });
    }
    expect(hits).toEqual([]);
  });

  it('refuses a host name that resolves to a private address (any of its addresses)', async () => {
    let asked = '';
    const r = await fetchFeed(`https://calendar.example.com/feed.ics?token=${SECRET}`, {
      allowPrivate: false,
      lookup: async (host) => {
        asked = host;
        return ['192.168.1.5'];
      },
      fetchImpl: () => {
        throw new Error('must not fetch');
      },
    });
    expect(failure(r).error).toBe('forbidden_address');
    expect(asked).toBe('calendar.example.com');
    const mixed = await fetchFeed('https://calendar.example.com/feed.ics', {
      allowPrivate: false,
      lookup: async () => ['93.184.216.34', 'fd12:3456::1'],
    });
    expect(failure(mixed).error).toBe('forbidden_address');
  });

  it('checks the host of every redirect again', async () => {
    const asked: string[] = [];
    const r = await fetchFeed('https://calendar.example.com/feed.ics', {
      allowPrivate: false,
      lookup: publicLookup,
      fetchImpl: async (input) => {
        asked.push(String(input));
        return new Response(null, { status: 302, headers: { location: 'http://127.0.0.1:8080/admin' } });
      },
    });
    expect(failure(r)).toEqual({
      error: 'forbidden_address',
      detail: 'The address redirects to a private or local network, which is not allowed.',
    });
    expect(asked).toEqual(['https://calendar.example.com/feed.ics']);
  });

  it('reads a public host, asking fetch not to follow redirects itself', async () => {
    let init: RequestInit | undefined;
    const r = await fetchFeed('https://calendar.example.com/feed.ics', {
      allowPrivate: false,
      lookup: publicLookup,
      fetchImpl: async (_input, i) => {
        init = i;
        return new Response(CALENDAR, { status: 200 });
      },
    });
    expect(r).toEqual({ ok: true, body: CALENDAR });
    expect(init?.redirect).toBe('manual');
  });

  it('refuses a name that resolves to a public address for the check and a private one to connect (DNS rebinding)', async () => {
    hits.length = 0;
    const port = new URL(base).port;
    const answers = [['93.184.216.34'], ['127.0.0.1']];
    const r = await fetchFeed(`http://rebind.example.test:${port}/feed.ics?token=${SECRET}`, {
      allowPrivate: false,
      lookup: async () => answers.shift() ?? ['127.0.0.1'],
    });
    expect(failure(r)).toEqual({
      error: 'forbidden_address',
      detail: 'The address is on a private or local network, which is not allowed.',
    });
    // the connection asked for the name again and never reached the local server
    expect(answers).toEqual([]);
    expect(hits).toEqual([]);
  });

  it('connects only to what the guarded lookup allows, in the form the socket asks for', async () => {
    const ask = (found: string[], options: { all?: boolean; family?: number }) =>
      new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
        guardedLookup(async () => found)('calendar.example.com', options as never, (error, address, family) =>
          resolve({ error, address, family }),
        ),
      );
    expect(await ask(['93.184.216.34', '2606:2800:220:1::1'], { all: true })).toMatchObject({
      error: null,
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ],
    });
    expect(await ask(['93.184.216.34', '2606:2800:220:1::1'], { family: 6 })).toMatchObject({
      error: null,
      address: '2606:2800:220:1::1',
      family: 6,
    });
    // one forbidden address among public ones refuses the name
    const refused = await ask(['93.184.216.34', '169.254.169.254'], { all: true });
    expect(refused.error?.code).toBe('E_FEED_FORBIDDEN_ADDRESS');
    expect((await ask([], {})).error?.code).toBe('E_FEED_FORBIDDEN_ADDRESS');
  });

  it('refuses other schemes', async () => {
    for (const url of ['ftp://calendar.example.com/feed.ics', 'file:///etc/passwd', 'gopher://x/']) {
      expect(failure(await fetchFeed(url, { allowPrivate: true })), url).toEqual({
        error: 'forbidden_address',
        detail: 'Only http and https addresses can be read.',
      });
    }
  });

  it('reports a name that does not resolve as unreachable', async () => {
    const r = await fetchFeed(`https://nowhere.example/feed.ics?token=${SECRET}`, {
      allowPrivate: false,
      lookup: async () => {
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND nowhere.example ?token=${SECRET}`), {
          code: 'ENOTFOUND',
        });
      },
    });
    expect(failure(r)).toEqual({ error: 'unreachable', detail: 'The server name could not be found.' });
  });

  it('applies the time limit to a hanging name lookup', async () => {
    const r = await fetchFeed('https://slow-dns.example/feed.ics', {
      allowPrivate: false,
      timeoutMs: 100,
      lookup: () => new Promise(() => {}),
    });
    expect(failure(r).error).toBe('timeout');
  });

  it('tells forbidden addresses from public ones', () => {
    for (const ip of [
      '127.0.0.1',
      '127.255.255.254',
      '10.20.30.40',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '0.1.2.3',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '0:0:0:0:0:0:0:1',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456:789a::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
      'not-an-ip',
    ]) {
      expect(isForbiddenAddress(ip), ip).toBe(true);
    }
    for (const ip of [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2001:4860:4860::8888',
      '2a00:1450:4001:80b::200e',
      '::ffff:93.184.216.34',
      '64:ff9b::808:808',
    ]) {
      expect(isForbiddenAddress(ip), ip).toBe(false);
    }
  });
});
