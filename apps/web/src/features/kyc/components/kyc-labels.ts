import type { CheckStatus, CheckType, DocumentType } from '@host-portal/contracts/kyc';

/** The i18n keys of the contract's enumerations, written out so that the key check finds them. */
export const DOCUMENT_LABEL: Record<DocumentType, string> = {
  id_card_front: 'kyc.document.id_card_front',
  id_card_back: 'kyc.document.id_card_back',
  passport: 'kyc.document.passport',
  owner_id_card_front: 'kyc.document.owner_id_card_front',
  owner_id_card_back: 'kyc.document.owner_id_card_back',
  owner_passport: 'kyc.document.owner_passport',
  company_registration: 'kyc.document.company_registration',
  proof_of_address: 'kyc.document.proof_of_address',
  bank_statement: 'kyc.document.bank_statement',
};

export const CHECK_LABEL: Record<CheckType, string> = {
  identity: 'kyc.check.identity',
  owner_identity: 'kyc.check.owner_identity',
  company_registration: 'kyc.check.company_registration',
  bank_account: 'kyc.check.bank_account',
  proof_of_address: 'kyc.check.proof_of_address',
};

export const CHECK_STATUS_LABEL: Record<CheckStatus, string> = {
  new: 'kyc.checkStatus.new',
  awaiting_data: 'kyc.checkStatus.awaiting_data',
  pending: 'kyc.checkStatus.pending',
  passed: 'kyc.checkStatus.passed',
  failed: 'kyc.checkStatus.failed',
};

export const CHECK_STATUS_COLOR: Record<CheckStatus, string> = {
  new: 'gray',
  awaiting_data: 'yellow',
  pending: 'blue',
  passed: 'green',
  failed: 'red',
};

/** An alternative's name: the identity card's two sides, or the passport. */
export const alternativeLabel = (documents: readonly DocumentType[]) =>
  documents.some((d) => d.includes('id_card')) ? 'kyc.alternative.idCard' : 'kyc.alternative.passport';
