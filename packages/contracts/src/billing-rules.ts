import { z } from 'zod';
import { taxIdProblem, vatIdProblem } from './tax-ids.ts';

/**
 * The rules both kinds of billing details share (issue 11, 001 section 5): the address, the tax
 * identifications per country and the VAT id by its prefix, with the switches that drop them.
 * Messages are translation keys (ADR 10).
 */
export const BILLING_ERRORS = {
  required: 'account.billing.errors.required',
  country: 'account.billing.errors.country',
  taxIdRequired: 'account.billing.errors.taxIdRequired',
  taxIdFormat: 'account.billing.errors.taxIdFormat',
  taxIdCountryTwice: 'account.billing.errors.taxIdCountryTwice',
  vatRequired: 'account.billing.errors.vatRequired',
  vatFormat: 'account.billing.errors.vatFormat',
  euStatesRequired: 'account.billing.errors.euStatesRequired',
  signatoryRequired: 'account.billing.errors.signatoryRequired',
  sharesOver100: 'account.billing.errors.sharesOver100',
} as const;

export const required = (max: number) =>
  z
    .string({ error: (issue) => (issue.input == null ? BILLING_ERRORS.required : undefined) })
    .trim()
    .min(1, BILLING_ERRORS.required)
    .max(max);
export const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, BILLING_ERRORS.country);

/**
 * An address; 001 section 5: country, city, street and house number or name are required, the
 * state is cut to 3 characters, the province is free text.
 */
export const billingAddressSchema = z.object({
  country: countryCode,
  city: required(100),
  street: required(200),
  houseNumberOrName: required(50),
  postalCode: optional(20),
  state: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value?.slice(0, 3) || null),
  province: optional(100),
});
export type BillingAddress = z.output<typeof billingAddressSchema>;

/** What a form may hold while a rule switch hides it: checked only when the switch asks for it. */
export const draftAddress = z.object({
  country: z.string().max(2).optional(),
  city: z.string().max(100).optional(),
  street: z.string().max(200).optional(),
  houseNumberOrName: z.string().max(50).optional(),
  postalCode: z.string().max(20).nullable().optional(),
  state: z.string().max(100).nullable().optional(),
  province: z.string().max(100).nullable().optional(),
});
export const draftTaxIdentification = z.object({
  id: z.string().max(40),
  countryIsoCode: z.string().max(2),
});

export const taxIdentificationSchema = z.object({
  id: z.string().trim().toUpperCase().min(1, BILLING_ERRORS.required).max(40),
  countryIsoCode: countryCode,
});
export type TaxIdentification = z.output<typeof taxIdentificationSchema>;

type Ctx = z.RefinementCtx;
type Path = (string | number)[];

/** Runs `schema` on a part and reports its issues under `path`; the parsed part when valid. */
function checkPart<T extends z.ZodType>(ctx: Ctx, schema: T, value: unknown, path: Path) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as z.output<T>;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...(issue.path as Path)] });
  }
  return undefined;
}

interface CommonInput {
  sameAddress: boolean;
  principalAddress?: unknown;
  taxIdentifications: { id: string; countryIsoCode: string }[];
  countryWithoutTaxId: boolean;
  vatId?: string | null | undefined;
  userWithoutVatId: boolean;
}

function missing(ctx: Ctx, path: Path) {
  ctx.addIssue({ code: 'custom', message: BILLING_ERRORS.required, path });
  return null;
}

/** The rules of 001 section 5 on the shared fields; returns the normalised values. */
export function commonRules(value: CommonInput, ctx: Ctx, vatRequired: boolean) {
  const principalAddress = value.sameAddress
    ? null
    : value.principalAddress
      ? (checkPart(ctx, billingAddressSchema, value.principalAddress, ['principalAddress']) ?? null)
      : missing(ctx, ['principalAddress']);

  const taxIdentifications: TaxIdentification[] = [];
  if (!value.countryWithoutTaxId) {
    if (value.taxIdentifications.length === 0) {
      ctx.addIssue({ code: 'custom', message: BILLING_ERRORS.taxIdRequired, path: ['taxIdentifications'] });
    }
    const seen = new Set<string>();
    value.taxIdentifications.forEach((item, index) => {
      const parsed = checkPart(ctx, taxIdentificationSchema, item, ['taxIdentifications', index]);
      if (!parsed) return;
      if (seen.has(parsed.countryIsoCode)) {
        ctx.addIssue({
          code: 'custom',
          message: BILLING_ERRORS.taxIdCountryTwice,
          path: ['taxIdentifications', index, 'countryIsoCode'],
        });
      } else if (taxIdProblem(parsed.countryIsoCode, parsed.id)) {
        ctx.addIssue({
          code: 'custom',
          message: BILLING_ERRORS.taxIdFormat,
          path: ['taxIdentifications', index, 'id'],
        });
      }
      seen.add(parsed.countryIsoCode);
      taxIdentifications.push(parsed);
    });
  }

  let vatId: string | null = null;
  if (!value.userWithoutVatId) {
    const typed = value.vatId?.trim() ?? '';
    if (!typed) {
      if (vatRequired) ctx.addIssue({ code: 'custom', message: BILLING_ERRORS.vatRequired, path: ['vatId'] });
    } else {
      const problem = vatIdProblem(typed);
      if (problem) ctx.addIssue({ code: 'custom', message: BILLING_ERRORS.vatFormat, path: ['vatId'] });
      else vatId = normaliseVatId(typed);
    }
  }
  return { principalAddress, taxIdentifications, vatId };
}

/** A VAT id in its electronic form: upper case, no separators, Greece as EL. */
export const normaliseVatId = (value: string) => {
  const compact = value.replace(/[\s.\-/]/g, '').toUpperCase();
  return compact.startsWith('GR') ? `EL${compact.slice(2)}` : compact;
};
