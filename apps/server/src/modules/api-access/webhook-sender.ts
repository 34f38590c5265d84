import { createHmac } from 'node:crypto';
import { promises as dns } from 'node:dns';
import { API_ACCESS_RULES, WEBHOOK_SIGNATURE_HEADER } from '@host-portal/contracts/api-access';
import { Agent, fetch as undiciFetch } from 'undici';
import { guardedLookup } from '../calendar/ical/fetch-feed.ts';

export interface SendOptions {
  /** tests and local development: the receiver may be on this machine or a private network */
  allowPrivate: boolean;
  timeoutMs?: number;
}

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  responseBody: string | null;
  durationMs: number;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as the well-known payment platforms sign. */
export function signature(secret: string, body: string, t: number): string {
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

const defaultLookup = async (host: string) =>
  (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** The start of the receiver's answer: at most responseBodyMax characters, read no further. */
async function readStart(response: Response): Promise<string> {
  if (!response.body) return '';
  const max = API_ACCESS_RULES.responseBodyMax;
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8');
  let text = '';
  while (text.length < max) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  reader.cancel().catch(() => {});
  return text.slice(0, max);
}

function failureOf(error: unknown, timedOut: boolean): string {
  if (timedOut) return 'The receiver did not answer in time.';
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'E_FEED_FORBIDDEN_ADDRESS') return 'The address is on a private or local network.';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The server name could not be found.';
    if (code === 'ECONNREFUSED') return 'The receiver refused the connection.';
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'The receiver closed the connection.';
    if (typeof code === 'string' && /CERT|SSL|TLS/.test(code))
      return "The receiver's security certificate is not valid.";
    e = (e as { cause?: unknown }).cause;
  }
  return 'The receiver could not be reached.';
}

/**
 * One attempt of a delivery: POST the body, signed, within the time limit. Redirects are not
 * followed (a 3xx is a failed attempt), and unless private addresses are allowed the connection's
 * own name lookup refuses private, loopback and link-local addresses (the calendar feeds' guard).
 */
export async function sendWebhook(
  url: string,
  body: string,
  headers: { secret: string; eventId: string; eventType: string; deliveryId: string },
  opts: SendOptions,
): Promise<AttemptResult> {
  const started = Date.now();
  const timeoutMs = opts.timeoutMs ?? API_ACCESS_RULES.deliveryTimeoutMs;
  const agent = new Agent({
    connect: opts.allowPrivate ? {} : { lookup: guardedLookup(defaultLookup) },
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const took = () => Date.now() - started;
  try {
    const response = (await undiciFetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: controller.signal,
      dispatcher: agent,
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'host-portal-webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: signature(headers.secret, body, Math.floor(Date.now() / 1000)),
        'x-webhook-event': headers.eventType,
        'x-webhook-event-id': headers.eventId,
        'x-webhook-delivery': headers.deliveryId,
      },
    })) as unknown as Response;
    const responseBody = await readStart(response).catch(() => null);
    const ok = response.status >= 200 && response.status <= 299;
    return { ok, statusCode: response.status, error: null, responseBody, durationMs: took() };
  } catch (err) {
    return {
      ok: false,
      statusCode: null,
      error: failureOf(err, controller.signal.aborted),
      responseBody: null,
      durationMs: took(),
    };
  } finally {
    clearTimeout(timer);
    agent.destroy().catch(() => {});
  }
}
