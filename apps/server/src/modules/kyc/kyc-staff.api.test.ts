import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../test/helpers/guest-fixtures.ts';
import { PDF, scan, submittedVerification, uploadDocuments } from '../../../test/helpers/kyc-fixtures.ts';
import { createStaff, unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { kycRepository } from './kyc.repository.ts';
import { localDocumentStore } from './kyc-files.ts';
import { staffReviewProvider } from './kyc-provider.ts';
import { kycReviewService } from './kyc-review.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const BASE = '/api/staff/kyc/verifications';
let t: TestApp;
let staff: TestHost;

const as = (who: TestHost | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const tier = async (host: TestHost) => (await as(host, 'GET', '/api/app/user/kyc/status')).json();
const mailsTo = (email: string) =>
  outbox(t)
    .filter((m) => m.to === email)
    .map((m) => ({ ...m, body: Buffer.from(m.body, 'latin1').toString('utf8') }));

beforeAll(async () => {
  t = await createTestApp({ PRODUCT_TITLE: 'Portal' });
  staff = await createStaff(t);
}, 120_000);
afterAll(() => t?.close());

describe(`identity verification, the staff's review (${driver})`, () => {
  it('answers 404 to hosts on every staff call (401 without a token), and changes nothing', async () => {
    const host = await t.createHost();
    const { verificationId, documents } = await submittedVerification(t, host);
    for (const [method, url, payload] of [
      ['GET', BASE],
      ['GET', `${BASE}/${verificationId}`],
      ['GET', `${BASE}/${verificationId}/documents/${documents[0]!.id}`],
      ['POST', `${BASE}/${verificationId}/approve`],
      ['POST', `${BASE}/${verificationId}/reject`, { reason: 'No' }],
      ['POST', `${BASE}/${verificationId}/request-document`, { check: 'identity', reason: 'Blurry' }],
      ['POST', `${BASE}/${verificationId}/reopen`],
    ] as const) {
      expect((await as(host, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      expect((await as(null, method, url, payload)).statusCode).toBe(401);
    }
    expect((await tier(host)).tier).toBe('IN_PROGRESS');
  });

  it('lists the waiting verifications and shows one with its documents', async () => {
    const host = await t.createHost({ firstName: 'Lena', email: 'lena-kyc@example.test' });
    const { verificationId, documents } = await submittedVerification(t, host);
    const list = (await as(staff, 'GET', BASE)).json();
    expect(list.items.map((i: { id: string }) => i.id)).toContain(verificationId);
    expect(list.items.find((i: { id: string }) => i.id === verificationId)).toMatchObject({
      status: 'IN_PROGRESS',
      hostName: 'Lena Tester',
      hostEmail: 'lena-kyc@example.test',
      accountType: 'individual',
      documentCount: documents.length,
    });
    expect((await as(staff, 'GET', `${BASE}?status=COMPLETED`)).json().items).toEqual([]);
    const detail = (await as(staff, 'GET', `${BASE}/${verificationId}`)).json();
    expect(
      detail.checks.flatMap((c: { documents: { id: string }[] }) => c.documents.map((d) => d.id)),
    ).toEqual(documents.map((d) => d.id));
    const file = await as(staff, 'GET', `${BASE}/${verificationId}/documents/${documents[1]!.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.headers['content-security-policy']).toBe('sandbox');
    // a document of another verification is not reachable through this one
    const other = await submittedVerification(t, await t.createHost());
    expect(
      (await as(staff, 'GET', `${BASE}/${verificationId}/documents/${other.documents[0]!.id}`)).statusCode,
    ).toBe(404);
  });

  it('lists the waiting ones oldest submission first and the decided ones newest decision first', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await submittedVerification(t, await t.createHost())).verificationId);
      await new Promise((r) => setTimeout(r, 15));
    }
    const waiting = (await as(staff, 'GET', BASE)).json().items.map((i: { id: string }) => i.id);
    expect(waiting.filter((id: string) => ids.includes(id))).toEqual(ids);
    for (const id of ids) {
      expect((await as(staff, 'POST', `${BASE}/${id}/approve`)).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 15));
    }
    const decided = (await as(staff, 'GET', `${BASE}?status=COMPLETED`))
      .json()
      .items.map((i: { id: string }) => i.id);
    expect(decided.filter((id: string) => ids.includes(id))).toEqual([...ids].reverse());
  });

  it('approves: COMPLETED, checks passed, the host is e-mailed; a second decision is refused', async () => {
    const host = await t.createHost({ email: 'approve-kyc@example.test' });
    const { verificationId } = await submittedVerification(t, host);
    const res = await as(staff, 'POST', `${BASE}/${verificationId}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('COMPLETED');
    const s = await tier(host);
    expect(s.tier).toBe('COMPLETED');
    expect(s.checks.map((c: { status: string }) => c.status)).toEqual(['passed', 'passed']);
    expect(mailsTo(host.email).map((m) => m.subject)).toEqual(['Portal: your identity is verified']);
    for (const action of ['approve', 'reopen'] as const) {
      expect((await as(staff, 'POST', `${BASE}/${verificationId}/${action}`)).statusCode).toBe(409);
    }
    expect((await as(staff, 'POST', `${BASE}/${verificationId}/reject`, { reason: 'x' })).statusCode).toBe(
      409,
    );
  });

  it('rejects with a reason the host reads; the host retries with a new document and submits again', async () => {
    const host = await t.createHost({ email: 'reject-kyc@example.test' });
    await as(host, 'PATCH', '/api/app/user/info', { locale: 'de_DE' });
    const { verificationId } = await submittedVerification(t, host);
    expect((await as(staff, 'POST', `${BASE}/${verificationId}/reject`, { reason: '' })).statusCode).toBe(
      400,
    );
    const notPending = await as(staff, 'POST', `${BASE}/${verificationId}/reject`, {
      reason: 'x',
      checks: ['company_registration'],
    });
    expect(notPending.statusCode).toBe(400);
    const reason = 'The passport has expired.';
    const res = await as(staff, 'POST', `${BASE}/${verificationId}/reject`, { reason, checks: ['identity'] });
    expect(res.statusCode).toBe(200);
    let s = await tier(host);
    expect(s).toMatchObject({ tier: 'FAILED', reason });
    expect(s.checks.map((c: { status: string; reason: string | null }) => [c.status, c.reason])).toEqual([
      ['failed', reason],
      ['pending', null],
    ]);
    const [mail] = mailsTo(host.email);
    expect(mail!.body).toContain('Wir konnten die Unterlagen');
    expect(mail!.body).toContain(reason);
    // retry: only the failed check awaits data, and it needs a new document
    expect((await as(host, 'POST', '/api/app/user/kyc/set-start-at')).statusCode).toBe(200);
    s = await tier(host);
    expect(s.tier).toBe('COLLECTING_DATA');
    expect(s.checks.map((c: { status: string }) => c.status)).toEqual(['awaiting_data', 'pending']);
    expect(s.canSubmit).toBe(false);
    expect((await as(host, 'POST', '/api/app/user/kyc/submit')).statusCode).toBe(409);
    expect((await uploadDocuments(t, host, [{ type: 'bank_statement', data: PDF }])).statusCode).toBe(409);
    expect((await uploadDocuments(t, host, [{ type: 'passport', data: await scan() }])).statusCode).toBe(201);
    const again = await as(host, 'POST', '/api/app/user/kyc/submit');
    expect(again.json().tier).toBe('IN_PROGRESS');
    expect((await as(staff, 'POST', `${BASE}/${verificationId}/approve`)).json().status).toBe('COMPLETED');
  });

  it('asks for another document: that check awaits data with the reason, the host uploads and resubmits', async () => {
    const host = await t.createHost({ email: 'more-kyc@example.test' });
    const { verificationId } = await submittedVerification(t, host);
    const reason = 'Please add a utility bill from the last three months.';
    const res = await as(staff, 'POST', `${BASE}/${verificationId}/request-document`, {
      check: 'proof_of_address',
      reason,
    });
    expect(res.statusCode).toBe(200);
    const s = await tier(host);
    expect(s).toMatchObject({ tier: 'COLLECTING_DATA', reason });
    expect(s.checks.map((c: { type: string; status: string }) => [c.type, c.status])).toEqual([
      ['identity', 'pending'],
      ['bank_account', 'pending'],
      ['proof_of_address', 'awaiting_data'],
    ]);
    expect(mailsTo(host.email)[0]!.body).toContain(reason);
    expect((await as(staff, 'POST', `${BASE}/${verificationId}/approve`)).statusCode).toBe(409);
    await uploadDocuments(t, host, [{ type: 'proof_of_address', data: PDF, name: 'bill.pdf' }]);
    expect((await as(host, 'POST', '/api/app/user/kyc/submit')).json().tier).toBe('IN_PROGRESS');
  });

  it('reopens an expired verification (the host wrote to support)', async () => {
    const host = await t.createHost();
    await as(host, 'POST', '/api/app/user/kyc/set-start-at');
    await t.database.query(
      `update kyc_verifications set collecting_since = now() - interval '31 days' where host_id = $1`,
      [host.id],
    );
    const [row] = await t.database.query<{ id: string }>(
      'select id from kyc_verifications where host_id = $1',
      [host.id],
    );
    const expired = (await as(staff, 'GET', `${BASE}?status=EXPIRED`)).json();
    expect(expired.items.map((i: { id: string }) => i.id)).toContain(row!.id);
    expect((await as(staff, 'POST', `${BASE}/${row!.id}/reopen`)).json().status).toBe('COLLECTING_DATA');
    expect((await tier(host)).tier).toBe('COLLECTING_DATA');
  });

  it('becomes REQUIRED when a commission host sends a first unit to review', async () => {
    const host = await t.createHost();
    await unitIn(t, host, 'UNDER_REVIEW', { staff });
    expect((await tier(host)).tier).toBe('REQUIRED');
    expect((await as(host, 'POST', '/api/app/user/kyc/set-start-at')).statusCode).toBe(200);
  });

  it('a decision whose e-mail fails is a 503 and changes nothing', async () => {
    const host = await t.createHost();
    const { verificationId } = await submittedVerification(t, host);
    const review = kycReviewService(kycRepository(t.database), {
      store: localDocumentStore(t.config.dataDir),
      provider: staffReviewProvider,
      mailer: { send: async () => Promise.reject(new Error('smtp down')) },
      publicUrl: 'http://localhost',
      productTitle: 'Portal',
    });
    await expect(review.approve(verificationId, staff.id)).rejects.toMatchObject({ status: 503 });
    const s = await tier(host);
    expect(s.tier).toBe('IN_PROGRESS');
    expect(s.checks.map((c: { status: string }) => c.status)).toEqual(['pending', 'pending']);
  });

  it('unknown verifications are 404 to staff', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await as(staff, 'GET', `${BASE}/${unknown}`)).statusCode).toBe(404);
    expect((await as(staff, 'POST', `${BASE}/${unknown}/approve`)).statusCode).toBe(404);
  });
});
