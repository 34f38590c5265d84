import { promises as dns } from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import { CALENDAR_RULES, type FeedError } from '@host-portal/contracts/calendar';
import { Agent, fetch as undiciFetch } from 'undici';

export interface FetchFeedOptions {
  /** true only in tests and local development: lets the feed live on a private or loopback address */
  allowPrivate: boolean;
  maxBytes?: number;
  /** the whole read (every redirect hop and the body) must finish within this */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** resolves a host name to its addresses (default: the system resolver, every address) */
  lookup?: (host: string) => Promise<string[]>;
}

export type FetchFeedResult = { ok: true; body: string } | { ok: false; error: FeedError; detail: string };

/** Redirects followed before giving up. */
export const MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Addresses a feed may never point to: this host, private networks, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, multicast and reserved space. IPv4-mapped IPv6 addresses
 * (::ffff:10.0.0.1) are matched against the IPv4 rules by BlockList itself.
 */
const FORBIDDEN = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // unspecified, loopback (::1) and the old IPv4-compatible form
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside a NAT64 address (64:ff9b::/96), which a NAT64 gateway would reach. */
function nat64Embedded(ip: string): string | null {
  const m = /^64:ff9b::(?:([0-9a-f]{1,4}):([0-9a-f]{1,4})|(\d+\.\d+\.\d+\.\d+))$/i.exec(ip);
  if (!m) return null;
  if (m[3]) return m[3];
  const hi = Number.parseInt(m[1]!, 16);
  const lo = Number.parseInt(m[2]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** True when an IP address (v4 or v6, without brackets) is one a feed must not be read from. */
export function isForbiddenAddress(ip: string): boolean {
  const address = ip.replace(/%.*$/, '');
  const family = net.isIP(address);
  if (family === 0) return true;
  if (FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6')) return true;
  const embedded = family === 6 ? nat64Embedded(address) : null;
  return embedded !== null && FORBIDDEN.check(embedded, 'ipv4');
}

const defaultLookup = async (host: string) =>
  (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

const fail = (error: FeedError, detail: string): FetchFeedResult => ({ ok: false, error, detail });

/** The code of a connection refused because its host resolved to a forbidden address. */
const FORBIDDEN_CODE = 'E_FEED_FORBIDDEN_ADDRESS';

/**
 * The name lookup the connection itself uses: the same resolver, and a forbidden address ends the
 * connection before it is made. Checked here, at connect time, the address checked is the address
 * connected to: a DNS server that answers a public address to the first lookup and a private one
 * to the next (DNS rebinding) gets nowhere.
 */
export function guardedLookup(resolve: (host: string) => Promise<string[]>): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = found
          .map((address) => ({ address, family: net.isIP(address.replace(/%.*$/, '')) }))
          .filter((a) => !family || a.family === family);
        if (!addresses.length || found.some(isForbiddenAddress)) {
          const error = Object.assign(new Error('forbidden address'), { code: FORBIDDEN_CODE });
          callback(error, '', 4);
        } else if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

/** Thrown inside the read to end it with a given result. */
class FeedFailure extends Error {
  constructor(readonly result: FetchFeedResult) {
    super(result.ok ? 'ok' : result.detail);
  }
}

const NETWORK_DETAILS: Record<string, string> = {
  ENOTFOUND: 'The server name could not be found.',
  EAI_AGAIN: 'The server name could not be looked up just now.',
  ECONNREFUSED: 'The server refused the connection.',
  ECONNRESET: 'The server closed the connection.',
  EHOSTUNREACH: 'The server could not be reached.',
  ENETUNREACH: 'The server could not be reached.',
  UND_ERR_SOCKET: 'The server closed the connection.',
};

/** The codes along an error's causes (a failed fetch wraps the socket's error). */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    e = (e as { cause?: unknown }).cause;
  }
  return codes;
}

/** A failed connection as a result: a sentence from its code (never its message: it may hold the URL). */
function networkFailure(error: unknown): FetchFeedResult {
  const codes = errorCodes(error);
  if (codes.includes(FORBIDDEN_CODE)) {
    return fail('forbidden_address', 'The address is on a private or local network, which is not allowed.');
  }
  for (const code of codes) {
    if (NETWORK_DETAILS[code]) return fail('unreachable', NETWORK_DETAILS[code]);
    if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code))
      return fail('unreachable', "The server's security certificate is not valid.");
  }
  return fail('unreachable', 'The server could not be reached.');
}

const formatBytes = (n: number) =>
  n >= 1024 * 1024
    ? `${Number((n / (1024 * 1024)).toFixed(1))} MB`
    : n >= 1024
      ? `${Number((n / 1024).toFixed(1))} KB`
      : `${n} bytes`;

const formatMs = (ms: number) => (ms >= 1000 ? `${Number((ms / 1000).toFixed(1))} seconds` : `${ms} ms`);

/** Ends a response body we will not read, so its connection is freed. */
function discard(response: Response) {
  response.body?.cancel().catch(() => {});
}

/** Refuses a URL that is not http(s) or whose host is (or resolves to) a forbidden address. */
async function checkTarget(
  url: URL,
  opts: FetchFeedOptions,
  lookup: (host: string) => Promise<string[]>,
  redirected: boolean,
) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    const detail = redirected
      ? 'The address redirects to one that is not http or https, which is not allowed.'
      : 'Only http and https addresses can be read.';
    throw new FeedFailure(fail('forbidden_address', detail));
  }
  if (opts.allowPrivate) return;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (net.isIP(host.replace(/%.*$/, ''))) addresses = [host];
  else {
    try {
      addresses = await lookup(host);
    } catch (e) {
      throw new FeedFailure(networkFailure(e));
    }
    if (addresses.length === 0)
      throw new FeedFailure(fail('unreachable', 'The server name could not be found.'));
  }
  if (addresses.some(isForbiddenAddress)) {
    throw new FeedFailure(
      fail(
        'forbidden_address',
        `The address ${redirected ? 'redirects to' : 'is on'} a private or local network, which is not allowed.`,
      ),
    );
  }
}

/** Reads the body, counting bytes, and stops as soon as it passes maxBytes. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new FeedFailure(fail('too_large', `The calendar is larger than the limit of ${formatBytes(maxBytes)}.`));
  const length = Number(response.headers.get('content-length'));
  if (Number.isFinite(length) && length > maxBytes) {
    discard(response);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8');
  let total = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      reader.cancel().catch(() => {});
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Reads an iCal feed over http(s) for the import: redirects are followed by hand (at most
 * MAX_REDIRECTS), each hop's scheme and host checked again; unless `allowPrivate`, every address the
 * host resolves to must be public. One time limit covers the whole read. Failures carry a short
 * sentence for the host, never the URL (its query string is the feed's secret).
 *
 * The name is checked before each hop and again by the connection's own lookup (`guardedLookup`),
 * so an answer that changes between the two (DNS rebinding) is refused too.
 */
export async function fetchFeed(url: string, opts: FetchFeedOptions): Promise<FetchFeedResult> {
  const maxBytes = opts.maxBytes ?? CALENDAR_RULES.feedMaxBytes;
  const timeoutMs = opts.timeoutMs ?? CALENDAR_RULES.feedTimeoutMs;
  const lookup = opts.lookup ?? defaultLookup;
  // unless private addresses are allowed, connections resolve names through the guarded lookup
  const agent =
    opts.fetchImpl || opts.allowPrivate ? null : new Agent({ connect: { lookup: guardedLookup(lookup) } });
  const fetchImpl =
    opts.fetchImpl ??
    (agent
      ? (((input, init) =>
          undiciFetch(input as string | URL, {
            ...(init as object),
            dispatcher: agent,
          }) as Promise<unknown>) as typeof fetch)
      : fetch);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = () =>
    fail('timeout', `The server did not send the calendar within ${formatMs(timeoutMs)}.`);
  // a name lookup cannot be aborted: race it against the time limit instead
  const deadline = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new FeedFailure(timedOut())), { once: true });
  });
  deadline.catch(() => {});
  const withinDeadline = <T>(p: Promise<T>) => Promise.race([p, deadline]);

  try {
    let current: URL;
    try {
      current = new URL(url);
    } catch {
      return fail('unreachable', 'The address is not a valid web address.');
    }
    for (let hop = 0; ; hop++) {
      await withinDeadline(checkTarget(current, opts, lookup, hop > 0));
      let response: Response;
      try {
        response = await withinDeadline(
          fetchImpl(current, {
            redirect: 'manual',
            signal: controller.signal,
            headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5' },
          }),
        );
      } catch (e) {
        if (e instanceof FeedFailure) throw e;
        if (controller.signal.aborted) return timedOut();
        return networkFailure(e);
      }

      if (REDIRECT_STATUSES.has(response.status)) {
        discard(response);
        const location = response.headers.get('location');
        if (!location)
          return fail('http_status', `The server answered HTTP ${response.status} without a target.`);
        if (hop >= MAX_REDIRECTS)
          return fail('http_status', `The address redirects more than ${MAX_REDIRECTS} times.`);
        try {
          current = new URL(location, current);
        } catch {
          return fail('http_status', 'The address redirects to an invalid address.');
        }
        continue;
      }
      if (response.status < 200 || response.status > 299) {
        discard(response);
        return fail('http_status', `The server answered HTTP ${response.status}.`);
      }

      let body: string;
      try {
        body = await withinDeadline(readCapped(response, maxBytes));
      } catch (e) {
        if (e instanceof FeedFailure) throw e;
        if (controller.signal.aborted) return timedOut();
        return fail('unreachable', 'The connection broke off while the calendar was being read.');
      }
      if (!body.includes('BEGIN:VCALENDAR')) {
        return fail('not_calendar', 'The address did not return a calendar (no BEGIN:VCALENDAR found).');
      }
      return { ok: true, body };
    }
  } catch (e) {
    if (e instanceof FeedFailure) return e.result;
    if (controller.signal.aborted) return timedOut();
    return fail('unreachable', 'The server could not be reached.');
  } finally {
    clearTimeout(timer);
    agent?.destroy().catch(() => {});
  }
}
