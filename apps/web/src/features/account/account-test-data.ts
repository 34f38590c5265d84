import type { BusinessDetails, IndividualDetails } from '@host-portal/contracts/billing-details';
import type { UserInfo } from '@host-portal/contracts/user';

/** A signed-in individual host for the account tests. */
export const testUser = (over: Partial<UserInfo> = {}): UserInfo => ({
  userId: '00000000-0000-4000-8000-000000000001',
  sessionId: null,
  email: 'ana@example.test',
  type: 'individual',
  locale: 'en_US',
  firstName: 'Ana',
  lastName: 'Lovelace',
  alias: null,
  companyName: null,
  accountSource: null,
  isImpersonating: false,
  isStaff: false,
  status: 'active',
  kycInitiated: false,
  commercialModel: 'commission',
  biddingTag: null,
  isHybrid: false,
  isCoinSubscriptionEnabled: false,
  imageUrls: null,
  onboardingStatus: 'finished',
  unreadMessageEmails: true,
  reviewReplyEmails: true,
  aboutHost: null,
  hostLanguages: ['de'],
  phoneForGuests: null,
  phoneForSms: null,
  sendInquirySms: false,
  marketingConsent: false,
  appFeatures: {
    bookingsAvailable: true,
    commissionApplicable: true,
    inquiriesAvailable: true,
    subscriptionApplicable: false,
    isSubscriptionCheckoutAvailable: false,
    isB2B: false,
    isKYCApplicable: true,
    earningsAvailable: true,
  },
  ...over,
});

/** An individual host's billing details as getIndividualDetails answers them (tests). */
export const testIndividualDetails: IndividualDetails = {
  firstName: 'Ana',
  lastName: 'Lovelace',
  email: 'ana@example.test',
  dateOfBirth: null,
  phoneNumber: null,
  address: {
    country: 'DE',
    city: 'Berlin',
    street: 'Torstraße',
    houseNumberOrName: '12',
    postalCode: '10119',
    state: null,
    province: null,
  },
  sameAddress: true,
  principalAddress: null,
  taxIdentifications: [{ id: '12345678901', countryIsoCode: 'DE' }],
  taxId: '12345678901',
  countryWithoutTaxId: false,
  vatId: null,
  userWithoutVatId: true,
  updatedAt: null,
};

/** A company's billing details as getBusinessDetails answers them (tests). */
export const testBusinessDetails: BusinessDetails = {
  ...testIndividualDetails,
  legalBusinessName: 'Sunbay Rentals GmbH',
  accountEmail: 'office@sunbay.test',
  vatId: 'DE123456789',
  userWithoutVatId: false,
  euPermanentEstablishment: false,
  euMemberStates: [],
  shareholders: [],
  signatories: [{ firstName: 'Ida', lastName: 'Bauer', role: 'Director', email: null }],
};
