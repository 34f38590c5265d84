import { createHash } from 'node:crypto';
import { outboxDir } from '../../src/identity/mailer.ts';
import { type OutboxMail, readOutbox } from '../../src/identity/outbox-reader.ts';
import { unitIn } from './listing-fixtures.ts';
import type { TestApp, TestHost } from './test-app.ts';

/** A guest's stay request (as the public booking form sends it), `from` days from today. */
export function stayRequest(email: string, from: number, nights = 3, name = 'Ines Guest') {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  return {
    checkIn: day(from),
    checkOut: day(from + nights),
    guests: 2,
    guest: { name, email, language: 'pt' },
    message: 'Can we arrive late?',
  };
}

/** A published unit that is booked on request. */
export async function onRequestUnit(t: TestApp, host: TestHost) {
  const { unitId } = await unitIn(t, host, 'PUBLISHED');
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/app/property-unit/${unitId}`,
    headers: host.auth,
    payload: { bookingType: 'onRequest' },
  });
  if (res.statusCode !== 200) throw new Error(`patch failed: ${res.body}`);
  return unitId;
}

/** A booking request by a guest; returns its id. */
export async function requestStay(t: TestApp, unitId: string, body: ReturnType<typeof stayRequest>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/booking-requests`,
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`request failed: ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** The mails in the outbox, oldest first. */
export function outbox(t: TestApp): OutboxMail[] {
  return readOutbox(outboxDir(t.config));
}

const LINK = /\/guest\/login\?token=([A-Za-z0-9_-]{43})/;

/** The login token of the newest mail to an address (undefined when it has none). */
export function newestLoginToken(t: TestApp, email: string): string | undefined {
  const mails = outbox(t).filter((m) => m.to.toLowerCase() === email.toLowerCase());
  for (const mail of mails.reverse()) {
    const token = LINK.exec(mail.body)?.[1];
    if (token) return token;
  }
  return undefined;
}

/** Waits (a few seconds at most) until `check` holds: mails sent after the answer. */
export async function eventually(check: () => boolean, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The guest_token cookie's value of a response's Set-Cookie, and the header itself. */
export function guestCookie(res: { headers: Record<string, unknown> }) {
  const raw = res.headers['set-cookie'];
  const all = (Array.isArray(raw) ? raw : [raw]).filter((c): c is string => typeof c === 'string');
  const header = all.find((c) => c.startsWith('guest_token=')) ?? '';
  return { header, value: /^guest_token=([^;]*)/.exec(header)?.[1] ?? '' };
}
