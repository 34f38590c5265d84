import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../test/helpers/guest-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { setPassword } from '../../identity/accounts.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const PASSWORD = 'Correct-horse-42';
const DE = 'DE89 3704 0044 0532 0130 00';
const GB = 'gb82west12345698765432';
const account = (over: Record<string, unknown> = {}) => ({
  holderName: 'Hanna Tester',
  iban: DE,
  bic: 'cobadeffxxx',
  currency: 'EUR',
  ...over,
});

let t: TestApp;
let host: TestHost;
let other: TestHost;

const save = (h: TestHost, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/app/user/onboarding/saveBankAccounts',
    headers: h.auth,
    payload: body,
  });
const list = async (h: TestHost) =>
  (await t.app.inject({ url: '/api/app/user/onboarding/getBankAccounts', headers: h.auth })).json()
    .bankAccounts as {
    id: string;
    iban: string;
    isDefault: boolean;
  }[];
const mailsTo = (h: TestHost) => outbox(t).filter((m) => m.to === h.email);

beforeAll(async () => {
  t = await createTestApp();
  host = await t.createHost({ email: `payout-${Date.now()}@example.test` });
  other = await t.createHost();
  await setPassword(t.database, host.id, PASSWORD);
  await setPassword(t.database, other.id, PASSWORD);
  await t.database.query(`update users set locale = 'de_DE' where id = $1`, [host.id]);
}, 60_000);
afterAll(() => t?.close());

describe(`payout bank accounts (${driver})`, () => {
  it('starts empty', async () => {
    expect(await list(host)).toEqual([]);
  });

  it('refuses an IBAN with a wrong checksum, a wrong length for its country or an unknown country', async () => {
    for (const [iban, reason] of [
      ['DE89370400440532013001', 'This IBAN is not valid: check it for typing errors.'],
      ['DE8937040044053201300', 'This IBAN has the wrong length for its country.'],
      ['NL91ABNA041716430', 'This IBAN has the wrong length for its country.'],
      ['US12345678901234567890', 'IBANs from this country are not supported.'],
      ['not an iban', expect.stringContaining('Enter an IBAN')],
    ]) {
      const res = await save(host, { password: PASSWORD, bankAccount: account({ iban }) });
      expect(res.statusCode, iban).toBe(400);
      expect(res.json().invalidParams, iban).toContainEqual({ name: 'bankAccount.iban', reason });
    }
    const bic = await save(host, { password: PASSWORD, bankAccount: account({ bic: 'COBA1' }) });
    expect(bic.json().invalidParams).toContainEqual({
      name: 'bankAccount.bic',
      reason: expect.stringContaining('BIC'),
    });
    const currency = await save(host, { password: PASSWORD, bankAccount: account({ currency: 'XYZ' }) });
    expect(currency.statusCode).toBe(400);
    expect(await list(host)).toEqual([]);
  });

  it('refuses a wrong password with 403 password_incorrect and changes nothing', async () => {
    const res = await save(host, { password: 'guess-123456', bankAccount: account() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'password_incorrect', invalidParams: [{ name: 'password' }] });
    const missing = await save(host, { bankAccount: account() });
    expect(missing.statusCode).toBe(400);
    expect(await list(host)).toEqual([]);
    expect(mailsTo(host)).toEqual([]);
  });

  it('saves a valid account in electronic form, the first one as the default, and e-mails a notice', async () => {
    const res = await save(host, { password: PASSWORD, bankAccount: account() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      currency: 'EUR',
      isDefault: true,
      documentReference: null,
    });
    const mail = mailsTo(host).at(-1)!;
    // the subject is MIME-encoded (it holds an umlaut)
    expect(mail.subject).toContain('Deine_Auszahlungsdaten_wurden');
    expect(mail.body).toContain('3000');
    expect(mail.body).not.toContain('DE89370400440532013000');
    expect(mail.body).not.toContain(PASSWORD);
  });

  it('switches the default atomically: one default at a time', async () => {
    const second = await save(host, {
      password: PASSWORD,
      bankAccount: account({ iban: GB, bic: 'WESTGB2L', currency: 'GBP' }),
    });
    expect(second.json().isDefault).toBe(false);
    const gbId = second.json().id as string;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/app/user/bank-accounts/${gbId}/default`,
      headers: host.auth,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .bankAccounts.map((a: { iban: string; isDefault: boolean }) => [a.iban.slice(0, 2), a.isDefault]),
    ).toEqual([
      ['GB', true],
      ['DE', false],
    ]);
    // a new account saved as the default takes it over
    const third = await save(host, {
      password: PASSWORD,
      bankAccount: account({ iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', isDefault: true }),
    });
    expect(third.json().isDefault).toBe(true);
    expect((await list(host)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.json().id]);
    const mails = mailsTo(host);
    expect(mails.some((m) => m.body.includes('Standard'))).toBe(true);
  });

  it('changes an account by id and deletes one; a deleted default passes to the oldest left', async () => {
    const all = await list(host);
    const nl = all[0]!;
    const de = all.find((a) => a.iban.startsWith('DE'))!;
    const edited = await save(host, {
      password: PASSWORD,
      id: de.id,
      bankAccount: account({ holderName: 'Hanna T. Tester' }),
    });
    expect(edited.json()).toMatchObject({ id: de.id, holderName: 'Hanna T. Tester', isDefault: false });
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/user/bank-accounts/${nl.id}`,
      headers: host.auth,
      payload: { password: 'nope-nope-1' },
    });
    expect(wrong.statusCode).toBe(403);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/user/bank-accounts/${nl.id}`,
      headers: host.auth,
      payload: { password: PASSWORD },
    });
    expect(gone.statusCode).toBe(204);
    const left = await list(host);
    expect(left.map((a) => a.id)).not.toContain(nl.id);
    expect(left.filter((a) => a.isDefault).map((a) => a.iban)).toEqual(['DE89370400440532013000']);
    expect(mailsTo(host).at(-1)!.body).toContain('4300');
  });

  it('keeps hosts apart: another host’s account ids are 404 and lists hold only their own', async () => {
    const [mine] = await list(host);
    expect(await list(other)).toEqual([]);
    const asOther = (method: 'PUT' | 'DELETE', url: string) =>
      t.app.inject({ method, url, headers: other.auth, payload: { password: PASSWORD } });
    expect((await asOther('PUT', `/api/app/user/bank-accounts/${mine!.id}/default`)).statusCode).toBe(404);
    expect((await asOther('DELETE', `/api/app/user/bank-accounts/${mine!.id}`)).statusCode).toBe(404);
    const edit = await save(other, {
      password: PASSWORD,
      id: mine!.id,
      bankAccount: account({ holderName: 'Mallory' }),
    });
    expect(edit.statusCode).toBe(404);
    expect((await list(host)).find((a) => a.id === mine!.id)).toMatchObject({ id: mine!.id });
    expect(JSON.stringify(await list(host))).not.toContain('Mallory');
  });
});
