import { KYC_RULES } from '@host-portal/contracts/kyc';

/** What the server accepts (it checks the content again and has the last word). */
export const ACCEPTED_TYPES: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};
export const ACCEPT = [...Object.keys(ACCEPTED_TYPES), '.jpg', '.jpeg', '.png', '.pdf'].join(',');
export const MAX_MEGABYTES = KYC_RULES.maxFileBytes / 1_048_576;

/** A reason to refuse a file before uploading: an i18n key and its values. */
export interface DocumentRefusal {
  key: string;
  values: Record<string, string | number>;
}

export const megabytes = (bytes: number) => {
  const mb = bytes / 1_048_576;
  // a small scan still weighs something: never "0 MB"
  return mb >= 10 ? Math.round(mb) : Math.max(Math.round(mb * 10) / 10, bytes > 0 ? 0.1 : 0);
};

/** The checks the browser can make: declared type (or extension when none), emptiness, size. */
export function checkDocumentFile(file: File): DocumentRefusal | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type
    ? file.type in ACCEPTED_TYPES
    : Object.values(ACCEPTED_TYPES).some((exts) => exts.includes(extension));
  if (!typeOk) return { key: 'kyc.refused.type', values: { name: file.name } };
  if (file.size === 0) return { key: 'kyc.refused.empty', values: { name: file.name } };
  if (file.size > KYC_RULES.maxFileBytes) {
    return {
      key: 'kyc.refused.size',
      values: { name: file.name, size: megabytes(file.size), max: MAX_MEGABYTES },
    };
  }
  return null;
}
