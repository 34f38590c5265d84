import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { billedTo } from './invoices.ts';
import { TEST_CARDS } from './payment-provider.ts';
import { renewalsService } from './renewals.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const get = (who: TestHost, url: string) => t.app.inject({ url, headers: who.auth });

/** A company host who paid the plus plan through the hosted checkout, then had one renewal. */
async function invoicedHost() {
  const host = await t.createHost({ company: 'Kovač d.o.o.' });
  await t.database.query(`update users set commercial_model = 'subscription' where id = $1`, [host.id]);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/app/subscription/checkout',
    headers: host.auth,
    payload: { planId: 'plus-eur-monthly' },
  });
  const { hostedPageId } = started.json();
  await t.app.inject({
    method: 'POST',
    url: `/checkout/${hostedPageId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      name: 'Ana Kovač',
      number: TEST_CARDS.succeeds,
      expiry: '12/39',
      cvc: '123',
    }).toString(),
  });
  const [sub] = await t.database.query<{ current_term_end: Date }>(
    `select current_term_end from subscriptions where host_id = $1`,
    [host.id],
  );
  await renewalsService(t.database, {
    productTitle: 'Host Portal',
    publicUrl: 'http://localhost:8080',
  }).sweep(new Date(new Date(sub!.current_term_end).getTime() + 1000));
  return host;
}

describe(`invoices (${driver})`, () => {
  it('lists the host’s charges newest first with net, VAT and total', async () => {
    const host = await invoicedHost();
    const res = await get(host, '/api/app/subscription/invoices');
    expect(res.statusCode).toBe(200);
    const { invoices } = res.json();
    expect(invoices).toHaveLength(2);
    expect(Date.parse(invoices[0].date)).toBeGreaterThan(Date.parse(invoices[1].date));
    expect(invoices[0]).toMatchObject({
      planId: 'plus-eur-monthly',
      amount: 4_900,
      vatAmount: 782,
      netAmount: 4_118,
      vatBasisPoints: 1_900,
      currency: 'EUR',
    });
    expect(invoices[0].invoiceNumber).toMatch(/^INV-\d{4}-\d+$/);
    expect(invoices[0].invoiceNumber).not.toBe(invoices[1].invoiceNumber);
    const none = await t.createHost();
    expect((await get(none, '/api/app/subscription/invoices')).json()).toEqual({ invoices: [] });
  });

  it('downloads an invoice as a PDF attachment named after its number, which pdf-lib reads back', async () => {
    const host = await invoicedHost();
    await t.database.query(`update users set company_details = company_details || $2::jsonb where id = $1`, [
      host.id,
      JSON.stringify({
        vatId: 'HR12345678901',
        address: {
          street: 'Ulica Šime Ljubića',
          houseNumberOrName: '3',
          postalCode: '21000',
          city: 'Split',
          country: 'HR',
        },
      }),
    ]);
    const [invoice] = (await get(host, '/api/app/subscription/invoices')).json().invoices;
    const res = await get(host, `/api/app/subscription/invoices/${invoice.id}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.invoiceNumber}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the embedded (subset) font: far more than a bare page, far less than the whole TTF files
    expect(res.rawPayload.length).toBeGreaterThan(5_000);
    expect(res.rawPayload.length).toBeLessThan(400_000);
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toContain(invoice.invoiceNumber);
  });

  it('another host’s invoice is a 404, and no token a 401', async () => {
    const host = await invoicedHost();
    const [invoice] = (await get(host, '/api/app/subscription/invoices')).json().invoices;
    const other = await t.createHost();
    expect((await get(other, `/api/app/subscription/invoices/${invoice.id}.pdf`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/app/subscription/invoices/${invoice.id}.pdf` })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/app/subscription/invoices' })).statusCode).toBe(401);
  });
});

describe('who an invoice is made out to', () => {
  const base = { email: 'a@example.test', locale: 'en_US', first_name: 'Ana', last_name: 'Kovač' };
  it('a company: its legal name, address and VAT id', () => {
    expect(
      billedTo({
        ...base,
        individual_details: null,
        company_details: {
          legalBusinessName: 'Kovač d.o.o.',
          vatId: 'HR1',
          address: {
            street: 'Obala',
            houseNumberOrName: '1',
            postalCode: '21000',
            city: 'Split',
            country: 'HR',
          },
        },
      }),
    ).toEqual({
      name: 'Kovač d.o.o.',
      address: ['Obala 1', '21000 Split', 'HR'],
      vatId: 'HR1',
      email: base.email,
    });
  });
  it('an individual without saved details: the account’s name', () => {
    expect(billedTo({ ...base, individual_details: null, company_details: null })).toEqual({
      name: 'Ana Kovač',
      address: [],
      vatId: null,
      email: base.email,
    });
  });
});
