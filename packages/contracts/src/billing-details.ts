import { z } from 'zod';
import {
  BILLING_ERRORS,
  billingAddressSchema,
  commonRules,
  countryCode,
  draftAddress,
  draftTaxIdentification,
  required,
} from './billing-rules.ts';
import { EU_COUNTRIES } from './tax-ids.ts';
import { phoneSchema } from './user.ts';

export {
  BILLING_ERRORS,
  type BillingAddress,
  billingAddressSchema,
  normaliseVatId,
  type TaxIdentification,
  taxIdentificationSchema,
} from './billing-rules.ts';

/**
 * Billing details (issue 11, 001 sections 3 and 5): an individual host's or a company's legal
 * details, read and saved through the onboarding calls of 001 section 7 (get/save
 * IndividualDetails, BusinessDetails). Messages are translation keys (ADR 10).
 */
export const MAX_TAX_IDENTIFICATIONS = 5;
export const MAX_COMPANY_PEOPLE = 10;

/** The fields both kinds of details share, with the switches of 001 section 5. */
const common = {
  phoneNumber: phoneSchema.optional(),
  /** the legal (company) or residence (individual) address */
  address: billingAddressSchema,
  /** true: invoices go to `address`, and `principalAddress` is dropped */
  sameAddress: z.boolean(),
  /** the billing address, required when `sameAddress` is false */
  principalAddress: draftAddress.nullable().optional(),
  taxIdentifications: z.array(draftTaxIdentification).max(MAX_TAX_IDENTIFICATIONS),
  /** "my country has no tax id": the tax identifications are dropped */
  countryWithoutTaxId: z.boolean(),
  vatId: z.string().trim().max(40).nullable().optional(),
  /** "I have no VAT id": no VAT id is sent */
  userWithoutVatId: z.boolean(),
};

/** A date of birth (YYYY-MM-DD); an empty field is none. */
const optionalDate = z
  .union([z.literal(''), z.iso.date()])
  .nullish()
  .transform((value) => value || null);

const personName = { firstName: required(100), lastName: required(100) };

export const shareholderSchema = z.object({
  ...personName,
  dateOfBirth: optionalDate,
  countryOfResidence: countryCode,
  /** share of the company in percent */
  percentage: z.number().gt(0).max(100),
});
export const signatorySchema = z.object({
  ...personName,
  /** the position in which they sign for the company (managing director, …) */
  role: required(100),
  email: z
    .union([z.literal(''), z.email()])
    .nullish()
    .transform((value) => value || null),
});

/** POST /api/app/user/onboarding/saveIndividualDetails */
export const saveIndividualDetailsSchema = z
  .object({
    ...personName,
    email: z.email(),
    dateOfBirth: optionalDate,
    ...common,
  })
  .strict()
  .transform((value, ctx) => {
    const rules = commonRules(value, ctx, false);
    return {
      ...value,
      phoneNumber: value.phoneNumber ?? null,
      dateOfBirth: value.dateOfBirth ?? null,
      ...rules,
    };
  })
  .meta({ id: 'SaveIndividualDetails' });
export type SaveIndividualDetailsInput = z.input<typeof saveIndividualDetailsSchema>;
export type SaveIndividualDetails = z.output<typeof saveIndividualDetailsSchema>;

/** POST /api/app/user/onboarding/saveBusinessDetails */
export const saveBusinessDetailsSchema = z
  .object({
    legalBusinessName: required(200),
    accountEmail: z.email(),
    ...common,
    euPermanentEstablishment: z.boolean(),
    /** the EU member states where the company has a permanent establishment */
    euMemberStates: z.array(z.string().max(2)).max(EU_COUNTRIES.length),
    shareholders: z.array(shareholderSchema).max(MAX_COMPANY_PEOPLE),
    signatories: z.array(signatorySchema).max(MAX_COMPANY_PEOPLE),
  })
  .strict()
  .transform((value, ctx) => {
    const rules = commonRules(value, ctx, true);
    const euMemberStates = value.euPermanentEstablishment ? [...new Set(value.euMemberStates)] : [];
    if (value.euPermanentEstablishment && euMemberStates.length === 0) {
      ctx.addIssue({ code: 'custom', message: BILLING_ERRORS.euStatesRequired, path: ['euMemberStates'] });
    }
    euMemberStates.forEach((code, index) => {
      if (!(EU_COUNTRIES as readonly string[]).includes(code)) {
        ctx.addIssue({ code: 'custom', message: BILLING_ERRORS.country, path: ['euMemberStates', index] });
      }
    });
    if (value.signatories.length === 0) {
      ctx.addIssue({ code: 'custom', message: BILLING_ERRORS.signatoryRequired, path: ['signatories'] });
    }
    const shares = value.shareholders.reduce((sum, s) => sum + s.percentage, 0);
    if (shares > 100.0001) {
      ctx.addIssue({ code: 'custom', message: BILLING_ERRORS.sharesOver100, path: ['shareholders'] });
    }
    return { ...value, phoneNumber: value.phoneNumber ?? null, euMemberStates, ...rules };
  })
  .meta({ id: 'SaveBusinessDetails' });
export type SaveBusinessDetailsInput = z.input<typeof saveBusinessDetailsSchema>;
export type SaveBusinessDetails = z.output<typeof saveBusinessDetailsSchema>;

const addressOut = z.object({
  country: z.string(),
  city: z.string(),
  street: z.string(),
  houseNumberOrName: z.string(),
  postalCode: z.string().nullable(),
  state: z.string().nullable(),
  province: z.string().nullable(),
});
const commonOut = {
  phoneNumber: z.string().nullable(),
  address: addressOut.nullable(),
  sameAddress: z.boolean(),
  principalAddress: addressOut.nullable(),
  taxIdentifications: z.array(z.object({ id: z.string(), countryIsoCode: z.string() })),
  /** 001 section 5: the tax id is the first tax identification */
  taxId: z.string().nullable(),
  countryWithoutTaxId: z.boolean(),
  vatId: z.string().nullable(),
  userWithoutVatId: z.boolean(),
  /** null until the details were saved once */
  updatedAt: z.iso.datetime().nullable(),
};

export const individualDetailsSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    dateOfBirth: z.string().nullable(),
    ...commonOut,
  })
  .meta({ id: 'IndividualDetails' });
export type IndividualDetails = z.infer<typeof individualDetailsSchema>;

export const businessDetailsSchema = z
  .object({
    legalBusinessName: z.string(),
    accountEmail: z.string(),
    ...commonOut,
    euPermanentEstablishment: z.boolean(),
    euMemberStates: z.array(z.string()),
    shareholders: z.array(
      z.object({
        firstName: z.string(),
        lastName: z.string(),
        dateOfBirth: z.string().nullable(),
        countryOfResidence: z.string(),
        percentage: z.number(),
      }),
    ),
    signatories: z.array(
      z.object({
        firstName: z.string(),
        lastName: z.string(),
        role: z.string(),
        email: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'BusinessDetails' });
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;
