import type { KycDocument } from '@host-portal/contracts/kyc';
import { ApiError, normaliseErrorBody } from '../../../lib/api-error.ts';
import { getAccessToken } from '../../../lib/auth.ts';
import { verificationPath } from './get-verification.ts';

/**
 * Saves one of a verification's documents. The API serves documents only as attachments behind
 * the bearer token, so a plain link cannot carry it: the file is fetched here with the token and
 * handed to the browser's download through an object URL, never shown in the portal's origin.
 */
export async function downloadKycDocument(verificationId: string, doc: KycDocument): Promise<void> {
  const token = await getAccessToken();
  if (!token) throw new ApiError({ status: 401, message: '', code: 'unauthorized' });
  const response = await fetch(
    `${verificationPath(verificationId)}/documents/${encodeURIComponent(doc.id)}`,
    {
      headers: { authorization: `Bearer ${token}` },
      credentials: 'include',
    },
  );
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new ApiError({ status: response.status, ...normaliseErrorBody(body, null) });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.fileName || doc.id;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
