import type {
  BusinessDetails,
  IndividualDetails,
  SaveBusinessDetails,
  SaveIndividualDetails,
} from '@host-portal/contracts/billing-details';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { UserRepository, UserRow } from './user.repository.ts';

type Stored = Record<string, unknown>;

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const nullable = (value: unknown) => (typeof value === 'string' ? value : null);
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
function address(value: unknown): IndividualDetails['address'] {
  if (!value || typeof value !== 'object') return null;
  const a = value as Stored;
  return {
    country: text(a.country),
    city: text(a.city),
    street: text(a.street),
    houseNumberOrName: text(a.houseNumberOrName),
    postalCode: nullable(a.postalCode),
    state: nullable(a.state),
    province: nullable(a.province),
  };
}

/** The fields both kinds share, read from what was stored (a registration stores only a name). */
function commonOf(stored: Stored) {
  const taxIdentifications = list<{ id: string; countryIsoCode: string }>(stored.taxIdentifications);
  return {
    phoneNumber: nullable(stored.phoneNumber),
    address: address(stored.address),
    sameAddress: flag(stored.sameAddress, true),
    principalAddress: address(stored.principalAddress),
    taxIdentifications,
    taxId: taxIdentifications[0]?.id ?? null,
    countryWithoutTaxId: flag(stored.countryWithoutTaxId, false),
    vatId: nullable(stored.vatId),
    userWithoutVatId: flag(stored.userWithoutVatId, false),
    updatedAt: nullable(stored.updatedAt),
  };
}

/**
 * Billing details (issue 11): an individual host's in `users.individual_details`, a company's in
 * `users.company_details` (whose existence makes the host a company, 001 section 1). The account
 * type is chosen at registration: the other kind's details are a 404 to read and a 409 to save.
 * Everything is keyed by the signed-in user: nobody reads another host's details.
 */
export function billingDetailsService(
  repo: Pick<UserRepository, 'findById' | 'update'>,
  now = () => new Date(),
) {
  const load = async (userId: string) => {
    const row = await repo.findById(userId);
    if (!row) throw notFound('User');
    return row;
  };

  const toIndividual = (row: UserRow): IndividualDetails => {
    const stored = row.individualDetails ?? {};
    return {
      firstName: text(stored.firstName, row.firstName),
      lastName: text(stored.lastName, row.lastName),
      email: text(stored.email, row.email),
      dateOfBirth: nullable(stored.dateOfBirth),
      ...commonOf(stored),
    };
  };

  const toBusiness = (row: UserRow): BusinessDetails => {
    const stored: Stored = row.companyDetails ?? {};
    return {
      legalBusinessName: text(stored.legalBusinessName),
      accountEmail: text(stored.accountEmail, row.email),
      ...commonOf(stored),
      euPermanentEstablishment: flag(stored.euPermanentEstablishment, false),
      euMemberStates: list<string>(stored.euMemberStates),
      shareholders: list<BusinessDetails['shareholders'][number]>(stored.shareholders).map((s) => ({
        ...s,
        dateOfBirth: s.dateOfBirth ?? null,
      })),
      signatories: list<BusinessDetails['signatories'][number]>(stored.signatories).map((s) => ({
        ...s,
        email: s.email ?? null,
      })),
    };
  };

  const wrongType = (kind: 'company' | 'individual') =>
    new AppError(
      ERROR_CODES.conflict,
      kind === 'company'
        ? 'This is a company account: save its business details instead'
        : 'This is an individual account: save its individual details instead',
    );

  return {
    async getIndividualDetails(userId: string) {
      const row = await load(userId);
      if (row.companyDetails) throw notFound('Individual details');
      return toIndividual(row);
    },

    async saveIndividualDetails(userId: string, details: SaveIndividualDetails) {
      const row = await load(userId);
      if (row.companyDetails) throw wrongType('company');
      const updated = await repo.update(userId, {
        individualDetails: { ...details, updatedAt: now().toISOString() },
      });
      return toIndividual(updated!);
    },

    async getBusinessDetails(userId: string) {
      const row = await load(userId);
      if (!row.companyDetails) throw notFound('Business details');
      return toBusiness(row);
    },

    async saveBusinessDetails(userId: string, details: SaveBusinessDetails) {
      const row = await load(userId);
      if (!row.companyDetails) throw wrongType('individual');
      const updated = await repo.update(userId, {
        companyDetails: { ...details, updatedAt: now().toISOString() },
      });
      return toBusiness(updated!);
    },
  };
}
export type BillingDetailsService = ReturnType<typeof billingDetailsService>;
