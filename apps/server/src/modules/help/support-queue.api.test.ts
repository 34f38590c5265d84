import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../test/helpers/guest-fixtures.ts';
import { createStaff, unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { localText } from '../settings/request-locale.ts';
import { supportQueueRepository } from './support-queue.repository.ts';
import { supportQueueService } from './support-queue.service.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const BASE = '/api/staff/support-requests';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let host: TestHost;
let staff: TestHost;
let requestId: string;
let reference: string;
let unitId: string;

const as = (who: TestHost | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
/** The outbox's mails to an address, their bytes read as UTF-8 (the reader gives raw bytes). */
const mailsTo = (email: string) =>
  outbox(t)
    .filter((m) => m.to === email)
    .map((m) => ({ ...m, body: Buffer.from(m.body, 'latin1').toString('utf8') }));

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help-desk@example.test', PRODUCT_TITLE: 'Portal' });
  host = await t.createHost({ email: 'lena@example.test', firstName: 'Lena' });
  staff = await createStaff(t);
  ({ unitId } = await unitIn(t, host, 'PUBLISHED', { staff }));
  await as(host, 'POST', '/api/app/user/contact-form', {
    topic: 'general-feedback',
    body: 'An older note.',
  });
  const res = await as(host, 'POST', '/api/app/user/contact-form', {
    topic: 'requirements-clarification-needed',
    body: 'Which number does Lisbon ask for?\nThe form says AL.',
    pageId: '/properties/x/units/y/taxes-and-laws',
    propertyUnitId: unitId,
  });
  ({ id: requestId, reference } = res.json());
  // German frame for the answer e-mail
  await as(host, 'PATCH', '/api/app/user/info', { locale: 'de_DE' });
}, 120_000);
afterAll(() => t?.close());

describe(`the staff's support queue (${driver})`, () => {
  it('answers 404 to hosts on every call (401 without a token), and changes nothing', async () => {
    for (const [method, url, payload] of [
      ['GET', BASE],
      ['GET', `${BASE}?status=open`],
      ['GET', `${BASE}/${requestId}`],
      ['POST', `${BASE}/${requestId}/answer`, { text: 'Hello' }],
      ['POST', `${BASE}/${requestId}/answer`, { text: '' }],
    ] as const) {
      const res = await as(host, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain(reference);
      expect((await as(null, method, url, payload)).statusCode).toBe(401);
    }
    const [row] = await t.database.query<{ status: string }>(
      'select status from support_requests where id = $1',
      [requestId],
    );
    expect(row!.status).toBe('open');
    expect(mailsTo(host.email).filter((m) => m.body.includes('Which number does Lisbon'))).toEqual([]);
  });

  it('lists requests newest first with who wrote, about what, from where', async () => {
    const res = await as(staff, 'GET', BASE);
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json();
    expect(pagination).toEqual({ current: 1, limit: 20, total: 2, pages: 1 });
    expect(items.map((i: { body: string }) => i.body)).toEqual([
      'Which number does Lisbon ask for?\nThe form says AL.',
      'An older note.',
    ]);
    expect(items[0]).toEqual({
      id: requestId,
      reference,
      status: 'open',
      hostId: host.id,
      hostName: 'Lena Tester',
      hostEmail: 'lena@example.test',
      topic: 'requirements-clarification-needed',
      body: 'Which number does Lisbon ask for?\nThe form says AL.',
      pageId: '/properties/x/units/y/taxes-and-laws',
      unitId,
      unitTitle: 'Sea-view flat with terrace',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      answeredAt: null,
      answerCount: 0,
    });
    expect((await as(staff, 'GET', `${BASE}?status=closed`)).statusCode).toBe(400);
  });

  it('shows one request; unknown ids are 404, malformed ones 400', async () => {
    const one = await as(staff, 'GET', `${BASE}/${requestId}`);
    expect(one.json()).toMatchObject({ id: requestId, reference, answers: [] });
    expect((await as(staff, 'GET', `${BASE}/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await as(staff, 'GET', `${BASE}/not-a-uuid`)).statusCode).toBe(400);
    expect((await as(staff, 'POST', `${BASE}/${UNKNOWN}/answer`, { text: 'Hi' })).statusCode).toBe(404);
  });

  it('refuses an empty answer: nothing stored, nothing sent', async () => {
    const before = outbox(t).length;
    for (const text of ['', '   \n ']) {
      const res = await as(staff, 'POST', `${BASE}/${requestId}/answer`, { text });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('Write an answer.');
    }
    expect((await as(staff, 'POST', `${BASE}/${requestId}/answer`, {})).statusCode).toBe(400);
    expect(outbox(t).length).toBe(before);
    expect((await as(staff, 'GET', `${BASE}/${requestId}`)).json()).toMatchObject({
      status: 'open',
      answers: [],
    });
  });

  it('e-mails the answer once, in the host’s language, quoting the reference and the request', async () => {
    const res = await as(staff, 'POST', `${BASE}/${requestId}/answer`, {
      text: '  Lisbon asks for the AL number (Alojamento Local).  ',
    });
    expect(res.statusCode).toBe(200);
    const answered = res.json();
    expect(answered).toMatchObject({ status: 'answered', answerCount: 1 });
    expect(answered.answers).toEqual([
      {
        id: expect.any(String),
        text: 'Lisbon asks for the AL number (Alojamento Local).',
        staffName: 'Stella Tester',
        answeredAt: answered.answeredAt,
      },
    ]);

    const mails = mailsTo(host.email).filter((m) => m.body.includes('Alojamento Local'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain(reference);
    expect(mail.body).toMatch(/Reply-To: help-desk@example\.test/i);
    expect(mail.body).toContain('Hallo Lena,');
    expect(mail.body).toContain(`deine Nachricht ${reference}`);
    expect(mail.body).toContain('> Which number does Lisbon ask for?\n> The form says AL.');
    expect(mail.body).toContain('Portal');
  });

  it('appends a further answer to the history and sends it too', async () => {
    const res = await as(staff, 'POST', `${BASE}/${requestId}/answer`, {
      text: 'One more thing: renew it yearly.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().answers.map((a: { text: string }) => a.text)).toEqual([
      'Lisbon asks for the AL number (Alojamento Local).',
      'One more thing: renew it yearly.',
    ]);
    expect(mailsTo(host.email).filter((m) => m.body.includes('renew it yearly'))).toHaveLength(1);
    const answered = (await as(staff, 'GET', `${BASE}?status=answered`)).json();
    expect(answered.items.map((i: { id: string }) => i.id)).toEqual([requestId]);
    expect(answered.items[0].answerCount).toBe(2);
    const open = (await as(staff, 'GET', `${BASE}?status=open`)).json();
    expect(open.items.map((i: { body: string }) => i.body)).toEqual(['An older note.']);
  });

  it('pages 20 at a time', async () => {
    for (let i = 0; i < 21; i++) {
      await t.database.query(
        `insert into support_requests (reference, host_id, topic, body, created_at)
         values ($1, $2, 'new-feature', $3, now() + ($4 || ' seconds')::interval)`,
        [`SR-PAGE${String(i).padStart(2, '0')}`, host.id, `Idea ${i}`, String(i + 60)],
      );
    }
    const first = (await as(staff, 'GET', `${BASE}?status=open`)).json();
    expect(first.pagination).toEqual({ current: 1, limit: 20, total: 22, pages: 2 });
    expect(first.items[0].body).toBe('Idea 20');
    const second = (await as(staff, 'GET', `${BASE}?status=open&page=2`)).json();
    expect(second.items.map((i: { body: string }) => i.body)).toEqual(['Idea 0', 'An older note.']);
  });

  it('keeps nothing when the e-mail cannot be sent', async () => {
    const failing = supportQueueService(supportQueueRepository(t.database), {
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
      },
      supportEmail: 'help-desk@example.test',
      productTitle: 'Portal',
    });
    const [open] = await t.database.query<{ id: string }>(
      `select id from support_requests where body = 'An older note.'`,
    );
    await expect(failing.answer(open!.id, staff.id, 'Thanks!', localText('fr_FR'))).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining('pas été enregistrée'),
    });
    expect(await failing.detail(open!.id)).toMatchObject({ status: 'open', answers: [], answeredAt: null });
  });
});
