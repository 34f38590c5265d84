import fs from 'node:fs/promises';
import { type Invoice, planById, SUBSCRIPTION_RULES } from '@host-portal/contracts/subscriptions';
import { isLocale, type Locale } from '@host-portal/i18n';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { translate } from '../settings/translations.ts';

interface ChargeRow {
  id: string;
  invoice_number: string;
  charged_at: Date;
  plan_id: string;
  period_start: Date;
  period_end: Date;
  amount: number;
  vat_amount: number;
  currency: string;
}
interface BillingRow {
  email: string;
  locale: string;
  first_name: string;
  last_name: string;
  individual_details: Record<string, unknown> | null;
  company_details: Record<string, unknown> | null;
}

const COLUMNS = `id, invoice_number, charged_at, plan_id, period_start, period_end, amount, vat_amount, currency`;
const iso = (d: Date) => new Date(d).toISOString();
const toInvoice = (c: ChargeRow): Invoice => ({
  id: c.id,
  invoiceNumber: c.invoice_number,
  date: iso(c.charged_at),
  planId: c.plan_id,
  periodStart: iso(c.period_start),
  periodEnd: iso(c.period_end),
  amount: c.amount,
  vatAmount: c.vat_amount,
  netAmount: c.amount - c.vat_amount,
  vatBasisPoints: SUBSCRIPTION_RULES.vatBasisPoints,
  currency: c.currency,
});

// DejaVu Sans (ADR 38): a Unicode font kept in the repository, so "Kovač" renders on any machine
let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;
const loadFonts = () => {
  fonts ??= Promise.all([
    fs.readFile(new URL('./assets/DejaVuSans.ttf', import.meta.url)),
    fs.readFile(new URL('./assets/DejaVuSans-Bold.ttf', import.meta.url)),
  ]);
  return fonts;
};

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Who the invoice is made out to: a company's or an individual's billing details (issue 11). */
export function billedTo(row: BillingRow) {
  const company = row.company_details;
  const details = company ?? row.individual_details ?? {};
  const name = company
    ? str(company.legalBusinessName)
    : [str(details.firstName) || row.first_name, str(details.lastName) || row.last_name]
        .filter(Boolean)
        .join(' ');
  const a = (details.address ?? {}) as Record<string, unknown>;
  const address = [
    [str(a.street), str(a.houseNumberOrName)].filter(Boolean).join(' '),
    [str(a.postalCode), str(a.city)].filter(Boolean).join(' '),
    [str(a.state), str(a.country)].filter(Boolean).join(', '),
  ].filter(Boolean);
  return { name: name || row.email, address, vatId: str(details.vatId) || null, email: row.email };
}

/**
 * The host's invoices (issue 12, ADR 38): one per subscription charge, listed newest first and
 * rendered as an A4 PDF with the platform's name, the host's billing details, the line (plan and
 * period), net, VAT and total. Keyed by the host: another host's charge is a 404.
 */
export function invoicesService(database: Database, deps: { productTitle: string }) {
  async function charge(hostId: string, chargeId: string) {
    const [row] = await database.query<ChargeRow>(
      `select ${COLUMNS} from subscription_charges where id = $1 and host_id = $2`,
      [chargeId, hostId],
    );
    if (!row) throw notFound('Invoice');
    return row;
  }

  return {
    async list(hostId: string) {
      const rows = await database.query<ChargeRow>(
        `select ${COLUMNS} from subscription_charges where host_id = $1 order by charged_at desc, invoice_number desc`,
        [hostId],
      );
      return { invoices: rows.map(toInvoice) };
    },

    /** The invoice as a PDF, labelled in the host's language. */
    async pdf(hostId: string, chargeId: string) {
      const invoice = toInvoice(await charge(hostId, chargeId));
      const [host] = await database.query<BillingRow>(
        `select email, locale, first_name, last_name, individual_details, company_details from users where id = $1`,
        [hostId],
      );
      if (!host) throw notFound('Invoice');
      const locale: Locale = isLocale(host.locale) ? host.locale : 'en_US';
      const bytes = await renderInvoice(invoice, billedTo(host), locale, deps.productTitle);
      return { fileName: `${invoice.invoiceNumber}.pdf`, bytes };
    },
  };
}
export type InvoicesService = ReturnType<typeof invoicesService>;

async function renderInvoice(
  invoice: Invoice,
  to: ReturnType<typeof billedTo>,
  locale: Locale,
  productTitle: string,
) {
  const t = (key: string, vars: Record<string, string | number> = {}) =>
    translate(locale, `subscriptions.invoice.pdf.${key}`, vars);
  const tag = locale.replace('_', '-');
  const money = (cents: number) =>
    new Intl.NumberFormat(tag, { style: 'currency', currency: invoice.currency }).format(cents / 100);
  const day = (at: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(at));

  const [regular, bold] = await loadFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${t('title')} ${invoice.invoiceNumber}`);
  doc.setAuthor(productTitle);
  doc.setCreationDate(new Date(invoice.date));
  const font = await doc.embedFont(regular, { subset: true });
  const strong = await doc.embedFont(bold, { subset: true });
  const page = doc.addPage([595.28, 841.89]);
  const grey = rgb(0.35, 0.35, 0.35);
  const left = 56;
  const right = 539;
  let y = 780;
  const text = (p: PDFPage, s: string, x: number, f: PDFFont, size: number, alignRight = false) =>
    p.drawText(s, { x: alignRight ? x - f.widthOfTextAtSize(s, size) : x, y, size, font: f });

  text(page, productTitle, left, strong, 20);
  text(page, t('title'), right, strong, 20, true);
  y -= 36;
  for (const [label, value] of [
    [t('number'), invoice.invoiceNumber],
    [t('date'), day(invoice.date)],
  ] as const) {
    text(page, `${label}: ${value}`, right, font, 10, true);
    y -= 14;
  }
  y -= 10;
  page.drawText(t('billedTo'), { x: left, y, size: 9, font, color: grey });
  y -= 16;
  text(page, to.name, left, strong, 11);
  y -= 14;
  for (const line of [...to.address, ...(to.vatId ? [t('vatId', { id: to.vatId })] : []), to.email]) {
    text(page, line, left, font, 10);
    y -= 14;
  }

  y -= 30;
  const plan = planById(invoice.planId);
  page.drawText(t('description'), { x: left, y, size: 9, font, color: grey });
  page.drawText(t('amount'), {
    x: right - font.widthOfTextAtSize(t('amount'), 9),
    y,
    size: 9,
    font,
    color: grey,
  });
  y -= 6;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: grey });
  y -= 18;
  const planName = plan ? translate(locale, `subscriptions.plan.${plan.family}`) : invoice.planId;
  text(page, t('line', { plan: planName }), left, font, 10);
  text(page, money(invoice.netAmount), right, font, 10, true);
  y -= 14;
  page.drawText(t('period', { from: day(invoice.periodStart), to: day(invoice.periodEnd) }), {
    x: left,
    y,
    size: 9,
    font,
    color: grey,
  });
  y -= 14;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: grey });
  y -= 20;
  const rate = (invoice.vatBasisPoints / 100).toLocaleString(tag);
  for (const [label, cents, f] of [
    [t('net'), invoice.netAmount, font],
    [t('vat', { rate }), invoice.vatAmount, font],
    [t('total'), invoice.amount, strong],
  ] as const) {
    text(page, label, 360, f, 10);
    text(page, money(cents), right, f, 10, true);
    y -= 16;
  }
  y -= 24;
  page.drawText(t('paid'), { x: left, y, size: 9, font, color: grey });
  return doc.save();
}
