import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onRequestUnit, stayRequest } from '../../../test/helpers/guest-fixtures.ts';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { startWebhookReceiver } from '../../../test/helpers/webhook-receiver.ts';
import { loadConfig } from '../../config.ts';
import { createSmsSender, type SmsSender, smsOutboxDir } from '../../identity/sms.ts';
import { buildServices } from '../../services.ts';
import { SMS_RULES, stayText } from './sms.service.ts';

/**
 * Texts to hosts (ADR 0045): the profile switch, the text queued with each new inquiry and booking
 * request, the outbox and Twilio senders, and the retries of the `sms-outbox` job's sender, run
 * here as the job would, at a chosen time.
 */
const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const MIN = 60_000;
const PHONE = '+41 79 123 45 67';

let t: TestApp;
let host: TestHost;
let other: TestHost;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
/** what each path of the fake Twilio answers next (status, body); then 201 */
const answers = new Map<string, [number, string][]>();

const patch = (who: TestHost, payload: object, lang = 'en-US') =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/app/user/info',
    headers: { ...who.auth, 'accept-language': lang },
    payload,
  });
const info = async (who: TestHost) =>
  (await t.app.inject({ url: '/api/app/user/info', headers: who.auth })).json();

interface OutboxRow {
  id: string;
  to: string;
  text: string;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | null;
}
const texts = (who: TestHost) =>
  t.database.query<OutboxRow>('select * from sms_outbox where host_id = $1 order by created_at, id', [
    who.id,
  ]);

async function guestPost(unitId: string, kind: string, from: number, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/${kind}`,
    headers,
    payload: stayRequest(`guest${from}@example.test`, from, 3, 'Ada Lovelace'),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; checkIn: string; checkOut: string };
}

/** A published unit of `who` with a title, booked on request or instantly. */
async function unit(who: TestHost, bookingType: 'onRequest' | 'onLine', title = 'Villa Azzurra') {
  const unitId =
    bookingType === 'onRequest' ? await onRequestUnit(t, who) : (await unitIn(t, who, 'PUBLISHED')).unitId;
  if (bookingType === 'onLine') {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitId}`,
      headers: who.auth,
      payload: { bookingType: 'onLine' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await t.database.query('update units set title = $2 where id = $1', [unitId, title]);
  return unitId;
}

/** The job's sender on the same database, with `sender`; its clock is the caller's `at`. */
const jobWith = (sender: SmsSender) =>
  buildServices({ config: t.config, database: t.database, smsSender: sender }).sms;

const twilioConfig = (sid: string) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.config.dataDir,
    TWILIO_ACCOUNT_SID: sid,
    TWILIO_AUTH_TOKEN: 'twilio-secret-token',
    SMS_FROM: '+15005550006',
    TWILIO_BASE_URL: receiver.base,
  });

beforeAll(async () => {
  receiver = await startWebhookReceiver(
    (p) => answers.get(p)?.shift() ?? [201, JSON.stringify({ sid: 'SM1', status: 'queued' })],
  );
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  host = await t.createHost({ firstName: 'Hanna' });
  other = await t.createHost({ firstName: 'Otto' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe(`the text-me switch in the profile (${driver})`, () => {
  it('is off by default', async () => {
    expect(await info(host)).toMatchObject({ sendInquirySms: false, phoneForSms: null });
  });

  it('is refused without a mobile number, on the field and in the caller’s language; nothing is saved', async () => {
    const res = await patch(host, { sendInquirySms: true, aboutHost: 'Sea views' });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalidParams).toEqual([
      { name: 'sendInquirySms', reason: expect.stringMatching(/mobile number for text messages/i) },
    ]);
    const german = await patch(host, { sendInquirySms: true }, 'de-DE');
    expect(german.json().invalidParams[0]).toMatchObject({
      name: 'sendInquirySms',
      reason: expect.stringMatching(/Handynummer für SMS/),
    });
    // a number with no digits is no number
    expect((await patch(host, { sendInquirySms: true, phoneForSms: ' - ' })).statusCode).toBe(400);
    expect(await info(host)).toMatchObject({ sendInquirySms: false, aboutHost: null });
  });

  it('is saved with a number, for this host only; the number cannot then be removed while it is on', async () => {
    const res = await patch(host, { sendInquirySms: true, phoneForSms: PHONE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sendInquirySms: true, phoneForSms: PHONE });
    expect(await info(host)).toMatchObject({ sendInquirySms: true, phoneForSms: PHONE });
    expect(await info(other)).toMatchObject({ sendInquirySms: false });
    // the stored number counts: the switch alone may be sent again
    expect((await patch(host, { sendInquirySms: true })).statusCode).toBe(200);
    const cleared = await patch(host, { phoneForSms: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().invalidParams[0].name).toBe('phoneForSms');
    // turned off and cleared together is fine
    expect((await patch(other, { phoneForSms: PHONE, sendInquirySms: true })).statusCode).toBe(200);
    const off = await patch(other, { phoneForSms: null, sendInquirySms: false });
    expect(off.json()).toMatchObject({ sendInquirySms: false, phoneForSms: null });
  });

  it('needs a signed-in host: 401 without a token and for a token of no account, as the profile answers', async () => {
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      payload: { sendInquirySms: false },
    });
    expect(anonymous.statusCode).toBe(401);
    const token = await t.tokenFor('00000000-0000-4000-8000-000000000000');
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers: { authorization: `Bearer ${token}` },
      payload: { sendInquirySms: false },
    });
    expect(unknown.statusCode).toBe(401);
  });
});

describe(`a text for each new inquiry and booking request (${driver})`, () => {
  let onRequest: string;
  let instant: string;
  beforeAll(async () => {
    onRequest = await unit(host, 'onRequest');
    instant = await unit(host, 'onLine');
  }, 60_000);

  it('queues one text for a new inquiry: who, where, when and the link that answers it', async () => {
    const before = (await texts(host)).length;
    const inquiry = await guestPost(onRequest, 'inquiries', 30);
    const rows = (await texts(host)).slice(before);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.to).toBe('+41791234567');
    expect(row!.text).toBe(
      `New inquiry from Ada Lovelace for Villa Azzurra, ${new Intl.DateTimeFormat('en-US', {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).formatRange(
        new Date(`${inquiry.checkIn}T00:00:00Z`),
        new Date(`${inquiry.checkOut}T00:00:00Z`),
      )}. Answer: http://localhost:8080/inquiries/${inquiry.id}`,
    );
    expect(row!.text.length).toBeLessThanOrEqual(160);
    expect(row).toMatchObject({ sent_at: null, attempts: 0, last_error: null });
  });

  it('queues one text for a booking request, and none again for its replay under the same Idempotency-Key', async () => {
    const before = (await texts(host)).length;
    const key = { 'idempotency-key': `sms-${Date.now()}` };
    const request = await guestPost(onRequest, 'booking-requests', 40, key);
    const replay = await guestPost(onRequest, 'booking-requests', 40, key);
    expect(replay.id).toBe(request.id);
    const rows = (await texts(host)).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).toMatch(/^Booking request from Ada Lovelace for Villa Azzurra, /);
    expect(rows[0]!.text).toContain(`Answer: http://localhost:8080/booking-request-details/${request.id}`);
  });

  it('sends nothing for an instant booking, nor when the switch is off', async () => {
    const before = (await texts(host)).length;
    await guestPost(instant, 'bookings', 50);
    expect(await texts(host)).toHaveLength(before);
    const theirs = await unit(other, 'onRequest');
    await patch(other, { phoneForSms: PHONE, sendInquirySms: false });
    await guestPost(theirs, 'inquiries', 30);
    await guestPost(theirs, 'booking-requests', 40);
    expect(await texts(other)).toHaveLength(0);
  });

  it('writes in the host’s language, with the dates as that language writes them', async () => {
    expect((await patch(host, { locale: 'de_DE' })).statusCode).toBe(200);
    const before = (await texts(host)).length;
    const inquiry = await guestPost(onRequest, 'inquiries', 60);
    const [row] = (await texts(host)).slice(before);
    expect(row!.text).toMatch(/^Neue Anfrage von Ada Lovelace für Villa Azzurra, /);
    expect(row!.text).toContain(`Antworten: http://localhost:8080/inquiries/${inquiry.id}`);
    expect(row!.text).toMatch(/\d+\.\s*(–\s*\d+\.\s*)?\S+/);
    await patch(host, { locale: 'en_US' });
  });
});

describe('the words of a text', () => {
  const stay = {
    id: '11111111-2222-4333-8444-555555555555',
    kind: 'inquiry' as const,
    guestName: 'Ada',
    checkIn: '2027-05-12',
    checkOut: '2027-05-15',
  };
  it('writes the dates in the host’s language', () => {
    const text = stayText('en_GB', stay, 'Villa Azzurra', 'https://portal.example');
    expect(text.replace(/\s/g, ' ')).toBe(
      `New enquiry from Ada for Villa Azzurra, 12 – 15 May. Answer: https://portal.example/inquiries/${stay.id}`,
    );
    expect(stayText('fr_FR', stay, 'Villa', 'https://p.example').replace(/\s/g, ' ')).toContain('12–15 mai');
    expect(stayText('de_CH', stay, 'Villa', 'https://p.example')).toContain('12.–15. Mai');
  });
  it('shortens long names so that the text fits one message', () => {
    const text = stayText(
      'en_US',
      { ...stay, kind: 'booking_request', guestName: 'Maximilian Alexander von Hohenberg-Wittelsbach' },
      'The Grand Old Lighthouse Keeper’s Cottage with Sea Views and a Private Garden',
      'https://portal.example',
    );
    expect(text.length).toBeLessThanOrEqual(SMS_RULES.maxLength);
    expect(text).toContain(`https://portal.example/booking-request-details/${stay.id}`);
    expect(text).toMatch(/^Booking request from Maximilian/);
    expect(text).toContain('…');
  });
});

describe(`sending the queued texts (${driver})`, () => {
  beforeEach(async () => {
    // each run below sends what its own test queued
    await t.database.query('delete from sms_outbox');
    answers.clear();
    receiver.received.length = 0;
  });
  const queueOne = async (from: number) => {
    const unitId = await unit(host, 'onRequest', 'Casa Sole');
    return guestPost(unitId, 'inquiries', from);
  };

  it('the built-in sender writes each text to a file in <DATA_DIR>/sms-outbox, logging the last digits only', async () => {
    await queueOne(70);
    const logs: unknown[] = [];
    const sms = jobWith(createSmsSender(t.config, { info: (obj, msg) => logs.push({ ...obj, msg }) }));
    const at = new Date();
    expect(await sms.deliverDue(at)).toEqual({ sent: 1, failed: 0 });
    const dir = smsOutboxDir(t.config);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const content = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(content).toContain('To: +41791234567');
    expect(content).toMatch(
      /New inquiry from Ada Lovelace for Casa Sole, .*Answer: http:\/\/localhost:8080\/inquiries\//,
    );
    expect(logs).toEqual([expect.objectContaining({ to: '…567', msg: 'sms written to the outbox' })]);
    expect(JSON.stringify(logs)).not.toContain('inquiries');
    const [row] = await texts(host);
    expect(row).toMatchObject({ attempts: 1, last_error: null, next_attempt_at: null });
    expect(row!.sent_at).not.toBeNull();
    // sent once only
    expect(await sms.deliverDue(new Date(at.getTime() + 60 * MIN))).toEqual({ sent: 0, failed: 0 });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the Twilio sender posts the form fields with basic auth to the account’s Messages resource', async () => {
    const logs: unknown[] = [];
    const sender = createSmsSender(twilioConfig('AC123'), { info: (obj, msg) => logs.push({ ...obj, msg }) });
    await sender.send({ to: '+41 79 123 45 67', text: 'Hello & welcome: https://x.example/a?b=c' });
    expect(receiver.received).toHaveLength(1);
    const [req] = receiver.received;
    expect(req!.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(req!.headers.authorization).toBe(
      `Basic ${Buffer.from('AC123:twilio-secret-token').toString('base64')}`,
    );
    expect(req!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(req!.body))).toEqual({
      To: '+41791234567',
      From: '+15005550006',
      Body: 'Hello & welcome: https://x.example/a?b=c',
    });
    const logged = JSON.stringify(logs);
    expect(logged).not.toContain('twilio-secret-token');
    expect(logged).not.toContain('Hello');
    expect(logged).not.toContain('123 45 67');
  });

  it('retries a failing provider with backoff, then gives up and keeps the error', async () => {
    await queueOne(80);
    const failing = '/2010-04-01/Accounts/ACfail/Messages.json';
    const refusal: [number, string] = [
      400,
      JSON.stringify({ code: 21211, message: "The 'To' number is not valid." }),
    ];
    answers.set(
      failing,
      Array.from({ length: 10 }, () => refusal),
    );
    const sms = jobWith(createSmsSender(twilioConfig('ACfail'), { info: () => {} }));
    const t0 = Date.now();
    const run = (ms: number) => sms.deliverDue(new Date(t0 + ms));
    expect(await run(0)).toEqual({ sent: 0, failed: 1 });
    let [row] = await texts(host);
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row!.last_error).toMatch(/400.*21211.*not valid/);
    expect(new Date(row!.next_attempt_at!).getTime()).toBe(t0 + SMS_RULES.retryDelaysMs[0]);
    // not before its time
    expect(await run(SMS_RULES.retryDelaysMs[0] - 1000)).toEqual({ sent: 0, failed: 0 });
    let elapsed = 0;
    for (const delay of SMS_RULES.retryDelaysMs) {
      elapsed += delay;
      expect(await run(elapsed)).toEqual({ sent: 0, failed: 1 });
    }
    [row] = await texts(host);
    expect(row).toMatchObject({
      attempts: SMS_RULES.retryDelaysMs.length + 1,
      sent_at: null,
      next_attempt_at: null,
    });
    expect(row!.last_error).toMatch(/not valid/);
    expect(await run(elapsed + 24 * 60 * MIN)).toEqual({ sent: 0, failed: 0 });
    expect(receiver.to(failing)).toHaveLength(SMS_RULES.retryDelaysMs.length + 1);
    expect(JSON.stringify(row)).not.toContain('twilio-secret-token');
  });

  it('a text that failed once is sent at its retry, and its error is cleared', async () => {
    await queueOne(90);
    const flaky = '/2010-04-01/Accounts/ACflaky/Messages.json';
    answers.set(flaky, [[503, 'busy']]);
    const sms = jobWith(createSmsSender(twilioConfig('ACflaky'), { info: () => {} }));
    const t0 = Date.now();
    expect(await sms.deliverDue(new Date(t0))).toEqual({ sent: 0, failed: 1 });
    expect((await texts(host))[0]!.last_error).toMatch(/503/);
    expect(await sms.deliverDue(new Date(t0 + SMS_RULES.retryDelaysMs[0]))).toEqual({ sent: 1, failed: 0 });
    const [row] = await texts(host);
    expect(row).toMatchObject({ attempts: 2, last_error: null, next_attempt_at: null });
    expect(row!.sent_at).not.toBeNull();
    const bodies = receiver.to(flaky).map((r) => new URLSearchParams(r.body).get('Body'));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatch(/^New inquiry from Ada Lovelace for Casa Sole/);
  });
});

describe('the SMS settings', () => {
  it('use Twilio only with the account, the token and the sender', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: os.tmpdir() } as const;
    expect(loadConfig({ ...base, TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'x' }).sms.twilio).toBeNull();
    const config = loadConfig({
      ...base,
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'tok',
      SMS_FROM: 'Portal',
    });
    expect(config.sms).toEqual({
      twilio: { accountSid: 'AC1', authToken: 'tok', baseUrl: 'https://api.twilio.com' },
      from: 'Portal',
    });
  });
});
