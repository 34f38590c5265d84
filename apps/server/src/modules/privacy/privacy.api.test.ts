import { ERASURE_GRACE_DAYS } from '@host-portal/contracts/privacy';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stayRequest } from '../../../test/helpers/guest-fixtures.ts';
import { PDF, uploadDocuments } from '../../../test/helpers/kyc-fixtures.ts';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { findAccountByEmail, setPassword } from '../../identity/accounts.ts';
import { localFileStorage } from '../../lib/storage.ts';
import { buildServices } from '../../services.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const DAY = 86_400_000;
const PASSWORD = 'Correct-horse-42';

let t: TestApp;
let host: TestHost;
let other: TestHost;
let bookedUnit: { unitId: string; propertyId: string };
let freeUnit: { unitId: string; propertyId: string };
let otherUnit: { unitId: string; propertyId: string };
let bookingId: string;

/** The app's services with the clock `days` ahead (the job's view of a later day). */
const at = (days: number) =>
  buildServices({ config: t.config, database: t.database, now: () => new Date(Date.now() + days * DAY) });
const as = (h: TestHost, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: h.auth, ...(payload ? { payload } : {}) });
const exportOf = async (h: TestHost) => {
  const res = await as(h, 'GET', '/api/app/user/export');
  return { res, files: unzipSync(new Uint8Array(res.rawPayload)) };
};
const json = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]!));

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  host = await t.createHost();
  other = await t.createHost();
  await setPassword(t.database, host.id, PASSWORD);
  bookedUnit = await unitIn(t, host, 'PUBLISHED');
  freeUnit = await unitIn(t, host, 'IN_PROGRESS');
  otherUnit = await unitIn(t, other, 'PUBLISHED');
  // the fixtures' photo rows name the key photos/test; its largest size is a real WebP file
  const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#357' } })
    .webp()
    .toBuffer();
  await localFileStorage(t.config.uploadDir, t.config.publicUrl).put(
    'photos/test-large.webp',
    webp,
    'image/webp',
  );
  await t.database.query(`update units set booking_type = 'onLine' where id = $1`, [bookedUnit.unitId]);
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${bookedUnit.unitId}/bookings`,
    payload: stayRequest('ines@example.test', 30),
  });
  expect(booked.statusCode).toBe(201);
  bookingId = booked.json().id;
  await as(host, 'POST', '/api/app/user/onboarding/saveBankAccounts', {
    password: PASSWORD,
    bankAccount: {
      holderName: 'Hanna Tester',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      currency: 'EUR',
    },
  });
  // a verification document (issue 11): part of the export as uploaded
  await as(host, 'POST', '/api/app/user/kyc/set-start-at');
  const upload = await uploadDocuments(t, host, [
    { type: 'bank_statement', data: PDF, name: 'statement.pdf', mime: 'application/pdf' },
  ]);
  expect(upload.statusCode).toBe(201);
}, 120_000);
afterAll(() => t?.close());

describe(`data export (${driver})`, () => {
  it('downloads a zip attachment with the host’s data as JSON and their photos', async () => {
    const { res, files } = await exportOf(host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="host-portal-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(json(files, 'data/account.json')[0]).toMatchObject({ id: host.id, email: host.email });
    const ids = (name: string) => json(files, name).map((r: { id: string }) => r.id);
    expect(ids('data/properties.json')).toEqual(
      expect.arrayContaining([bookedUnit.propertyId, freeUnit.propertyId]),
    );
    expect(ids('data/units.json')).toEqual(expect.arrayContaining([bookedUnit.unitId, freeUnit.unitId]));
    expect(ids('data/reservations.json')).toContain(bookingId);
    expect(json(files, 'data/bank_accounts.json')[0]).toMatchObject({ iban: 'DE89370400440532013000' });
    const photos = Object.keys(files).filter((f) => f.startsWith(`photos/${bookedUnit.unitId}/`));
    expect(photos.length).toBeGreaterThan(0);
    // a WebP file (RIFF....WEBP)
    expect(strFromU8(files[photos[0]!]!.slice(8, 12))).toBe('WEBP');
    expect(files['README.txt']).toBeDefined();
    const docs = Object.keys(files).filter((f) => f.startsWith('verification/'));
    expect(docs).toEqual([expect.stringMatching(/^verification\/bank_statement-[0-9a-f-]{36}\.pdf$/)]);
    expect(Buffer.from(files[docs[0]!]!).equals(PDF)).toBe(true);
  });

  it('holds only the caller’s data and no secrets', async () => {
    const { files } = await exportOf(host);
    const all = Object.entries(files)
      .filter(([name]) => name.endsWith('.json'))
      .map(([, data]) => strFromU8(data))
      .join('\n');
    expect(all).not.toContain(other.id);
    expect(all).not.toContain(otherUnit.unitId);
    expect(all).not.toContain(other.email);
    expect(all).not.toMatch(/password_hash|guest_token|\$argon2/);
    expect(Object.keys(files).some((f) => f.includes(otherUnit.unitId))).toBe(false);
    const theirs = await exportOf(other);
    expect(Object.keys(theirs.files).some((f) => f.startsWith('verification/'))).toBe(false);
    expect(strFromU8(theirs.files['data/account.json']!)).not.toContain(host.email);
  });
});

/** words only the host's profile and billing details hold (the erasure must leave none of them) */
const PROFILE_WORDS = [
  'Sea views and sourdough',
  '+385 21 123 456',
  '+49 151 2345 6789',
  'Obstgasse 17',
  '+385 98 765 4321',
];

describe(`account erasure (${driver})`, () => {
  it('needs the password, starts the grace period, and can be cancelled', async () => {
    expect((await as(host, 'GET', '/api/app/user/erasure')).json()).toEqual({
      status: 'none',
      requestedAt: null,
      eraseAfter: null,
    });
    const wrong = await as(host, 'POST', '/api/app/user/erasure', { password: 'nope-nope-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('password_incorrect');
    const started = await as(host, 'POST', '/api/app/user/erasure', { password: PASSWORD });
    expect(started.statusCode).toBe(202);
    const { eraseAfter, requestedAt } = started.json();
    expect(Date.parse(eraseAfter) - Date.parse(requestedAt)).toBe(ERASURE_GRACE_DAYS * DAY);
    expect((await as(host, 'GET', '/api/app/user/erasure')).json().status).toBe('pending');
    // another host's state is their own
    expect((await as(other, 'GET', '/api/app/user/erasure')).json().status).toBe('none');
    const cancelled = await as(host, 'DELETE', '/api/app/user/erasure');
    expect(cancelled.json().status).toBe('none');
    expect(await at(ERASURE_GRACE_DAYS + 1).privacy.eraseDue()).toBe(0);
  });

  it('erases once the period is over: deletes what can go, keeps bookings anonymised of the host', async () => {
    // what the host wrote about themselves: the profile, and the billing details of an individual
    const profile = await as(host, 'PATCH', '/api/app/user/info', {
      aboutHost: PROFILE_WORDS[0],
      hostLanguages: ['de', 'en'],
      phoneForGuests: PROFILE_WORDS[1],
      phoneForSms: PROFILE_WORDS[2],
      secondaryPhone: PROFILE_WORDS[4],
      secondaryPhoneType: 'whatsapp',
      sendInquirySms: true,
      marketingConsent: true,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    await t.database.query('update users set individual_details = $2 where id = $1', [
      host.id,
      JSON.stringify({
        firstName: 'Erika',
        address: { street: PROFILE_WORDS[3] },
        dateOfBirth: '1980-02-03',
      }),
    ]);
    await as(host, 'POST', '/api/app/user/erasure', { password: PASSWORD });
    expect(await at(ERASURE_GRACE_DAYS - 1).privacy.eraseDue()).toBe(0);
    expect(await at(ERASURE_GRACE_DAYS + 1).privacy.eraseDue()).toBe(1);
    const [user] = await t.database.query<Record<string, unknown>>('select * from users where id = $1', [
      host.id,
    ]);
    expect(user).toMatchObject({
      first_name: '',
      last_name: '',
      alias: null,
      status: 'expired',
      about_host: null,
      host_languages: [],
      phone_for_guests: null,
      phone_for_sms: null,
      secondary_phone: null,
      secondary_phone_type: null,
      send_inquiry_sms: false,
      marketing_consent: false,
      individual_details: null,
      company_details: null,
      image_key: null,
    });
    // nothing the host wrote about themselves is left anywhere in the row
    const row = JSON.stringify(user);
    for (const written of PROFILE_WORDS) expect(row).not.toContain(written);
    expect(String(user!.email)).not.toContain(host.email);
    const count = async (sql: string, id: string) =>
      Number((await t.database.query<{ n: string }>(sql, [id]))[0]!.n);
    expect(await count('select count(*) n from credentials where user_id = $1', host.id)).toBe(0);
    expect(await count('select count(*) n from bank_accounts where host_id = $1', host.id)).toBe(0);
    expect(await count('select count(*) n from unit_photos where host_id = $1', host.id)).toBe(0);
    expect(await count('select count(*) n from units where id = $1', freeUnit.unitId)).toBe(0);
    // the booking stays for the tax records, with its dates and amounts
    const [booking] = await t.database.query<Record<string, unknown>>(
      'select total, check_in, guest_token from reservations where id = $1',
      [bookingId],
    );
    expect(booking).toMatchObject({ guest_token: null });
    expect(Number(booking!.total)).toBeGreaterThan(0);
    const [unit] = await t.database.query<{ state: string }>('select state from units where id = $1', [
      bookedUnit.unitId,
    ]);
    expect(unit!.state).toBe('DELETED');
    // the other host is untouched
    expect(await count('select count(*) n from units where id = $1', otherUnit.unitId)).toBe(1);
    expect(await count('select count(*) n from unit_photos where host_id = $1', other.id)).toBeGreaterThan(0);
    // the erased host can no longer sign in: the address leads nowhere
    expect(await findAccountByEmail(t.database, host.email)).toBeUndefined();
    // and a token issued before the erasure is refused at once, not when it expires
    const late = await t.app.inject({ url: '/api/app/user/info', headers: host.auth });
    expect(late.statusCode).toBe(401);
  });
});
