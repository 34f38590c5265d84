/** Query keys and addresses of the identity verification (KYC); every query and change goes through these. */
export const kycKeys = {
  all: ['kyc'] as const,
  status: () => [...kycKeys.all, 'status'] as const,
};

export const KYC_STATUS_PATH = '/api/app/user/kyc/status';
export const KYC_START_PATH = '/api/app/user/kyc/set-start-at';
export const KYC_SUBMIT_PATH = '/api/app/user/kyc/submit';
export const KYC_UPLOAD_PATH = '/api/app/user/onboarding/documentUpload';
export const kycDocumentPath = (id: string) => `/api/app/user/kyc/documents/${encodeURIComponent(id)}`;
