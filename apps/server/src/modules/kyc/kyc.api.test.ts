import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, scan, uploadDocuments } from '../../../test/helpers/kyc-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { kycRepository } from './kyc.repository.ts';
import { kycService } from './kyc.service.ts';
import { localDocumentStore } from './kyc-files.ts';
import { staffReviewProvider } from './kyc-provider.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
let t: TestApp;
let host: TestHost;
let other: TestHost;

const call = (who: TestHost | null, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api/app/user/${url}`, headers: who?.auth ?? {} });
const status = async (who: TestHost) => (await call(who, 'GET', 'kyc/status')).json();

beforeAll(async () => {
  t = await createTestApp();
  host = await t.createHost();
  other = await t.createHost();
}, 120_000);
afterAll(() => t?.close());

describe(`identity verification, the host's side (${driver})`, () => {
  it('starts as never started, with no start time', async () => {
    const s = await status(host);
    expect(s).toMatchObject({
      tier: 'VERIFICATION_NEVER_STARTED',
      applicable: true,
      checks: [],
      canSubmit: false,
    });
    expect(s.accountType).toBe('individual');
    expect((await call(host, 'GET', 'kyc/started-at')).json()).toEqual({ startedAt: null });
  });

  it('refuses documents and submission before it is started (409)', async () => {
    expect((await uploadDocuments(t, host, [{ type: 'passport', data: await scan() }])).statusCode).toBe(409);
    expect((await call(host, 'POST', 'kyc/submit')).statusCode).toBe(409);
  });

  it('set-start-at starts collecting, records the time once and marks the user as initiated', async () => {
    const res = await call(host, 'POST', 'kyc/set-start-at');
    expect(res.statusCode).toBe(200);
    const { startedAt } = res.json();
    expect(Date.parse(startedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await call(host, 'POST', 'kyc/set-start-at')).json()).toEqual({ startedAt });
    expect((await call(host, 'GET', 'kyc/started-at')).json()).toEqual({ startedAt });
    const s = await status(host);
    expect(s.tier).toBe('COLLECTING_DATA');
    expect(Date.parse(s.expiresAt) - Date.parse(startedAt)).toBe(30 * 86_400_000);
    expect(s.checks.map((c: { type: string; status: string }) => [c.type, c.status])).toEqual([
      ['identity', 'awaiting_data'],
      ['bank_account', 'awaiting_data'],
    ]);
    expect((await t.app.inject({ url: '/api/app/user/info', headers: host.auth })).json().kycInitiated).toBe(
      true,
    );
  });

  it('cannot submit until every check has its documents', async () => {
    const res = await call(host, 'POST', 'kyc/submit');
    expect(res.statusCode).toBe(409);
    expect(res.json().invalidParams.map((p: { name: string }) => p.name)).toEqual([
      'identity',
      'bank_account',
    ]);
    expect(res.json().detail).toBe('Some documents are still missing.');
    expect(res.json().invalidParams[0].reason).toBe('Upload the documents this check needs.');
  });

  it('checks by content: text, an empty-ish file and a cut-off PDF are refused; a PNG named .pdf stays a PNG', async () => {
    const text = await uploadDocuments(t, host, [
      { type: 'passport', data: Buffer.from('hello, I am a passport'), name: 'passport.jpg' },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().invalidParams[0]).toEqual({
      name: 'documents[0][file]',
      reason: 'Upload a photo or scan (JPEG or PNG) or a PDF of the document.',
    });
    // the host reads it in the portal's language (ADR 10)
    const german = await uploadDocuments(
      t,
      host,
      [{ type: 'passport', data: Buffer.from('hello, I am a passport'), name: 'passport.jpg' }],
      { 'accept-language': 'de-DE' },
    );
    expect(german.json().detail).not.toBe(text.json().detail);
    expect(german.json().detail).toMatch(/JPEG.*PNG.*PDF/);
    const cut = await uploadDocuments(t, host, [
      { type: 'bank_statement', data: PDF.subarray(0, 20), name: 'b.pdf', mime: 'application/pdf' },
    ]);
    expect(cut.statusCode).toBe(400);
    const renamed = await uploadDocuments(t, host, [
      { type: 'id_card_front', data: await scan('png'), name: 'front.pdf', mime: 'application/pdf' },
    ]);
    expect(renamed.statusCode).toBe(201);
    const [doc] = renamed.json().documents;
    expect(doc).toMatchObject({ type: 'id_card_front', contentType: 'image/png', fileName: 'front.pdf' });
    const file = await call(host, 'GET', `kyc/documents/${doc.id}`);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
    expect((await status(host)).checks[0].documents).toHaveLength(1);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const big = Buffer.concat([
      PDF.subarray(0, 9),
      Buffer.alloc(10 * 1_048_576 + 10, 0x20),
      Buffer.from('%%EOF'),
    ]);
    const res = await uploadDocuments(t, host, [{ type: 'bank_statement', data: big, name: 'big.pdf' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('The file is larger than 10 MB; upload a smaller photo or scan.');
    expect((await status(host)).checks[1].documents).toEqual([]);
  });

  it('refuses a malformed indexed form (a type without its file, an unknown type)', async () => {
    const form = await uploadDocuments(t, host, [{ type: 'selfie', data: await scan() }]);
    expect(form.statusCode).toBe(400);
    expect(form.json().invalidParams[0].name).toBe('documents[0][type]');
  });

  it('stores images re-encoded without metadata and PDFs as they are, outside the public uploads', async () => {
    const res = await uploadDocuments(t, host, [
      { type: 'id_card_back', data: await scan() },
      { type: 'bank_statement', data: PDF, name: 'März.pdf', mime: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    const [back, bank] = res.json().documents;
    const image = await call(host, 'GET', `kyc/documents/${back.id}`);
    expect(image.statusCode).toBe(200);
    expect((await sharp(await scan()).metadata()).exif).toBeDefined();
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
    const pdf = await call(host, 'GET', `kyc/documents/${bank.id}`);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="M_rz.pdf"; filename\*=UTF-8''M%C3%A4rz.pdf$/,
    );
    const [row] = await t.database.query<{ fileKey: string }>(
      'select file_key as "fileKey" from kyc_documents where id = $1',
      [bank.id],
    );
    expect(fs.existsSync(path.join(t.config.dataDir, 'private', row!.fileKey))).toBe(true);
    expect(fs.existsSync(path.join(t.config.uploadDir, row!.fileKey))).toBe(false);
    expect((await t.app.inject({ url: `/uploads/${row!.fileKey}` })).statusCode).toBe(404);
  });

  it('never serves a document without a token or to another host (404), nor lets them remove it', async () => {
    const doc = (await status(host)).checks[0].documents[0];
    expect((await call(null, 'GET', `kyc/documents/${doc.id}`)).statusCode).toBe(401);
    const theirs = await call(other, 'GET', `kyc/documents/${doc.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('PNG');
    expect((await call(other, 'DELETE', `kyc/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await call(host, 'GET', `kyc/documents/${doc.id}`)).statusCode).toBe(200);
  });

  it('hands the documents to the privacy export with their bytes', async () => {
    const kyc = kycService(kycRepository(t.database), {
      store: localDocumentStore(path.join(t.config.dataDir, 'private')),
      provider: staffReviewProvider,
    });
    const files = await kyc.exportDocuments(host.id);
    const pdf = files.find((f) => f.contentType === 'application/pdf')!;
    expect(pdf.name).toMatch(/^kyc\/bank_statement-[0-9a-f-]{36}\.pdf$/);
    expect((await pdf.read())!.equals(PDF)).toBe(true);
    expect(await kyc.exportDocuments(other.id)).toEqual([]);
  });

  it('removes a wrong document while collecting', async () => {
    const res = await uploadDocuments(t, host, [{ type: 'passport', data: await scan() }]);
    const { id } = res.json().documents[0];
    expect((await call(host, 'DELETE', `kyc/documents/${id}`)).statusCode).toBe(204);
    expect((await call(host, 'GET', `kyc/documents/${id}`)).statusCode).toBe(404);
  });

  it('submits: COLLECTING_DATA → IN_PROGRESS, checks pending; then documents and restarts are refused', async () => {
    const res = await call(host, 'POST', 'kyc/submit');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tier: 'IN_PROGRESS', canSubmit: false, expiresAt: null });
    expect(res.json().checks.map((c: { status: string }) => c.status)).toEqual(['pending', 'pending']);
    expect((await call(host, 'POST', 'kyc/submit')).statusCode).toBe(409);
    expect((await call(host, 'POST', 'kyc/set-start-at')).statusCode).toBe(409);
    expect((await uploadDocuments(t, host, [{ type: 'passport', data: await scan() }])).statusCode).toBe(409);
    const doc = res.json().checks[0].documents[0];
    expect((await call(host, 'DELETE', `kyc/documents/${doc.id}`)).statusCode).toBe(409);
  });

  it('a company verifies its registration and its owner', async () => {
    const company = await t.createHost({ company: 'Casa Azul Lda' });
    await call(company, 'POST', 'kyc/set-start-at');
    const s = await status(company);
    expect(s.accountType).toBe('company');
    expect(s.checks.map((c: { type: string }) => c.type)).toEqual([
      'owner_identity',
      'company_registration',
      'bank_account',
    ]);
    // an individual's document type is not needed here
    expect((await uploadDocuments(t, company, [{ type: 'passport', data: await scan() }])).statusCode).toBe(
      409,
    );
    expect(
      (await uploadDocuments(t, company, [{ type: 'owner_passport', data: await scan() }])).statusCode,
    ).toBe(201);
  });

  it('expires after 30 days of collecting; set-start-at cannot restart it', async () => {
    const late = await t.createHost();
    await call(late, 'POST', 'kyc/set-start-at');
    await t.database.query(
      `update kyc_verifications set collecting_since = now() - interval '30 days 1 minute' where host_id = $1`,
      [late.id],
    );
    expect((await status(late)).tier).toBe('EXPIRED');
    expect((await call(late, 'POST', 'kyc/set-start-at')).statusCode).toBe(409);
    const up = await uploadDocuments(t, late, [{ type: 'passport', data: await scan() }]);
    expect(up.statusCode).toBe(409);
    expect(up.json().detail).toMatch(/support/);
  });

  it('does not apply to a subscription host (no start), and needs a token throughout', async () => {
    const sub = await t.createHost();
    await t.database.query(`update users set commercial_model = 'subscription' where id = $1`, [sub.id]);
    expect((await status(sub)).applicable).toBe(false);
    expect((await call(sub, 'POST', 'kyc/set-start-at')).statusCode).toBe(409);
    for (const [method, url] of [
      ['GET', 'kyc/status'],
      ['GET', 'kyc/started-at'],
      ['POST', 'kyc/set-start-at'],
      ['POST', 'kyc/submit'],
      ['POST', 'onboarding/documentUpload'],
    ] as const) {
      expect((await call(null, method, url)).statusCode, url).toBe(401);
    }
  });
});
