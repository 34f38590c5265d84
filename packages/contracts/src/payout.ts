import { z } from 'zod';

/**
 * Payout details (issue 11, 001 section 7 "onboarding … getBankAccounts, saveBankAccounts"): the
 * bank accounts a commission host is paid to. Every change needs the current password again and
 * e-mails the host a notice (the classic account-takeover path).
 */

/** ISO 13616 (SWIFT IBAN registry): the length of an IBAN per country. Named once, here. */
// biome-ignore format: a table reads better in rows
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27,
  GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24,
  ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29,
  RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24,
  TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

/** The currencies the payout form offers first; any ISO 4217 code is accepted. */
export const PAYOUT_CURRENCIES = [
  'EUR',
  'CHF',
  'GBP',
  'USD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
] as const;

/** An IBAN as typed (spaces, lower case) in its electronic form: upper case, no separators. */
export const normaliseIban = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** Why an IBAN is refused, or undefined when it is a valid one. */
export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

export function ibanProblem(value: string): IbanProblem | undefined {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (!length) return 'country';
  if (iban.length !== length) return 'length';
  // ISO 7064 mod 97-10: the first four characters move to the end, letters become 10–35
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1 ? undefined : 'checksum';
}

/** IBAN in groups of four, as printed on bank statements. */
export const groupIban = (iban: string) => normaliseIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

/** IBAN in groups of four with every character but the last four hidden, for lists. */
export const maskIban = (iban: string) => {
  const plain = normaliseIban(iban);
  return groupIban('•'.repeat(Math.max(0, plain.length - 4)) + plain.slice(-4));
};

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

const isoCurrencies = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : PAYOUT_CURRENCIES,
);

export const PAYOUT_ERRORS = {
  ibanFormat: 'payout.iban.format',
  ibanCountry: 'payout.iban.country',
  ibanLength: 'payout.iban.length',
  ibanChecksum: 'payout.iban.checksum',
  bic: 'payout.bic.format',
  currency: 'payout.currency.unknown',
} as const;

const IBAN_MESSAGES: Record<IbanProblem, string> = {
  format: PAYOUT_ERRORS.ibanFormat,
  country: PAYOUT_ERRORS.ibanCountry,
  length: PAYOUT_ERRORS.ibanLength,
  checksum: PAYOUT_ERRORS.ibanChecksum,
};

export const ibanSchema = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .superRefine((value, ctx) => {
    const problem = ibanProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: IBAN_MESSAGES[problem] });
  })
  .transform(normaliseIban);

export const bicSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s/g, '').toUpperCase())
  .refine((v) => BIC_PATTERN.test(v), { message: PAYOUT_ERRORS.bic });

export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .refine((v) => isoCurrencies.has(v), { message: PAYOUT_ERRORS.currency });

/** The current password, asked again for every change of payout details. */
export const passwordConfirmationSchema = z.object({ password: z.string().min(1).max(200) });
export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;

export const bankAccountFieldsSchema = z.object({
  holderName: z.string().trim().min(2).max(140),
  iban: ibanSchema,
  bic: bicSchema,
  currency: currencySchema,
  /** the id of an uploaded bank statement or letter, when one was given */
  documentReference: z.string().trim().max(200).nullable().optional(),
  /** true: this account becomes the default (the previous default stops being one) */
  isDefault: z.boolean().optional(),
});
export type BankAccountFields = z.input<typeof bankAccountFieldsSchema>;
export type BankAccountValues = z.output<typeof bankAccountFieldsSchema>;

/** POST /api/app/user/onboarding/saveBankAccounts: without `id` a new account, with it a change. */
export const saveBankAccountSchema = passwordConfirmationSchema.extend({
  id: z.uuid().optional(),
  bankAccount: bankAccountFieldsSchema,
});
export type SaveBankAccount = z.input<typeof saveBankAccountSchema>;

export const bankAccountSchema = z
  .object({
    id: z.uuid(),
    holderName: z.string(),
    iban: z.string(),
    bic: z.string(),
    currency: z.string(),
    documentReference: z.string().nullable(),
    isDefault: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountsSchema = z.object({ bankAccounts: z.array(bankAccountSchema) });
export type BankAccounts = z.infer<typeof bankAccountsSchema>;

export const bankAccountParamsSchema = z.object({ bankAccountId: z.uuid() });
