import type { BusinessDetails, IndividualDetails } from '@host-portal/contracts/billing-details';
import { type FeeModel, hostCommission } from '@host-portal/contracts/fee-models';
import { amount, type Cell, csv } from './csv.ts';
import type { Dac7ChargeRow, Dac7StayRow } from './dac7.repository.ts';

/** Who is reported: an individual's or an entity's billing details (001 section 1: the account type). */
export type Dac7Seller =
  | { type: 'individual'; details: IndividualDetails }
  | { type: 'company'; details: BusinessDetails };

export interface Dac7ReportInput {
  year: number;
  /** the day the report was made (YYYY-MM-DD) */
  today: string;
  seller: Dac7Seller;
  feeModel: FeeModel;
  stays: Dac7StayRow[];
  charges: Dac7ChargeRow[];
}

const QUARTERS = [1, 2, 3, 4] as const;

/** What one listing (or the account's subscription) adds up to in one currency. */
interface Totals {
  consideration: number[];
  fees: number[];
  days: number[];
  activities: number[];
}
const emptyTotals = (): Totals => ({
  consideration: [0, 0, 0, 0],
  fees: [0, 0, 0, 0],
  days: [0, 0, 0, 0],
  activities: [0, 0, 0, 0],
});
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
function entry<T>(map: Map<string, T>, key: string, make: () => T): T {
  const found = map.get(key);
  if (found) return found;
  const made = make();
  map.set(key, made);
  return made;
}

export const LISTING_HEADER: string[] = [
  'Listing ID',
  'Listing',
  'Type of listing',
  'Address',
  'Country',
  'Land registration number',
  'Currency',
  ...QUARTERS.flatMap((q) => [
    `Q${q} consideration`,
    `Q${q} fees and commissions`,
    `Q${q} rental days`,
    `Q${q} activities`,
  ]),
  'Year consideration',
  'Year fees and commissions',
  'Year rental days',
  'Year activities',
];

const figures = (t: Totals): Cell[] => [
  ...QUARTERS.flatMap((_, i) => [
    amount(t.consideration[i]!),
    amount(t.fees[i]!),
    t.days[i]!,
    t.activities[i]!,
  ]),
  amount(sum(t.consideration)),
  amount(sum(t.fees)),
  sum(t.days),
  sum(t.activities),
];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const joined = (parts: unknown[], separator: string) => parts.map(text).filter(Boolean).join(separator);

/** "Street 5, 75001 Paris, Region" from a property location or a billing address. */
function formatAddress(a: Record<string, unknown> | null): string {
  if (!a) return '';
  return joined(
    [
      joined([a.street, a.houseNumberOrName], ' '),
      joined([a.postalCode, a.city], ' '),
      a.stateOrProvince ?? a.province ?? a.state,
    ],
    ', ',
  );
}

function sellerRows(seller: Dac7Seller): Cell[][] {
  const d = seller.details;
  const address = d.address as Record<string, unknown> | null;
  const tins: Cell[][] = d.countryWithoutTaxId
    ? [['Taxpayer identification number (TIN)', 'Not issued by the country of residence']]
    : d.taxIdentifications.length === 0
      ? [['Taxpayer identification number (TIN)', '']]
      : d.taxIdentifications.map((tin) => [
          'Taxpayer identification number (TIN)',
          tin.id,
          'Issued by',
          tin.countryIsoCode.toUpperCase(),
        ]);
  const common: Cell[][] = [
    ['Primary address', formatAddress(address), 'Country', text(address?.country).toUpperCase()],
    ...tins,
    ['VAT identification number', d.userWithoutVatId ? '' : (d.vatId ?? '')],
  ];
  if (seller.type === 'individual') {
    return [
      ['Seller type', 'Individual'],
      ['First name', seller.details.firstName],
      ['Last name', seller.details.lastName],
      ['Date of birth', seller.details.dateOfBirth ?? ''],
      ...common,
    ];
  }
  return [
    ['Seller type', 'Entity'],
    ['Legal name', seller.details.legalBusinessName],
    ...common,
    // not asked for by the billing form yet: reported when known (ADR 36)
    ['Business registration number', ''],
    [
      'Permanent establishment in the EU',
      seller.details.euPermanentEstablishment ? seller.details.euMemberStates.join(' ') : 'None',
    ],
  ];
}

/**
 * The report as rows (ADR 36): the seller, then one row per property listing (unit) and
 * currency with its address, land registration number and per quarter the consideration, the
 * fees and commissions, the rental days and the activities (stays); then the account's
 * subscription charges, and the totals per currency.
 */
export function dac7Rows({ year, today, seller, feeModel, stays, charges }: Dac7ReportInput): Cell[][] {
  const listings = new Map<string, { stay: Dac7StayRow; totals: Totals }>();
  const totals = new Map<string, Totals>();
  const totalOf = (currency: string) => entry(totals, currency, emptyTotals);
  for (const stay of stays) {
    const listing = entry(listings, `${stay.unitId}\u0000${stay.currency}`, () => ({
      stay,
      totals: emptyTotals(),
    }));
    const q = stay.quarter - 1;
    const fee = hostCommission(feeModel, stay.total);
    for (const t of [listing.totals, totalOf(stay.currency)]) {
      t.consideration[q]! += stay.total;
      t.fees[q]! += fee;
      t.days[q]! += stay.nights;
      t.activities[q]! += 1;
    }
  }
  const subscription = new Map<string, Totals>();
  for (const charge of charges) {
    entry(subscription, charge.currency, emptyTotals).fees[charge.quarter - 1]! += charge.amount;
    totalOf(charge.currency).fees[charge.quarter - 1]! += charge.amount;
  }

  return [
    ['DAC7 report', year],
    ['Reportable period', `${year}-01-01 to ${year}-12-31`],
    ['Created', today],
    ...sellerRows(seller),
    ['Fee model', feeModel],
    [],
    LISTING_HEADER,
    ...[...listings.values()].map(({ stay, totals: t }) => [
      stay.unitId,
      stay.title ?? '',
      stay.accommodationType ?? '',
      formatAddress(stay.location),
      text(stay.location?.countryCode).toUpperCase(),
      stay.registrationNumber ?? '',
      stay.currency,
      ...figures(t),
    ]),
    ...[...subscription].map(([currency, t]) => [
      '',
      'Subscription charges (all listings)',
      '',
      '',
      '',
      '',
      currency,
      ...figures(t),
    ]),
    ...[...totals].map(([currency, t]) => ['', 'Total', '', '', '', '', currency, ...figures(t)]),
  ];
}

export const dac7Csv = (input: Dac7ReportInput) => csv(dac7Rows(input));
