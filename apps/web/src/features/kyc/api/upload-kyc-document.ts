import type { DocumentType, KycDocument } from '@host-portal/contracts/kyc';
import { CORRELATION_HEADER } from '../../../lib/api-client.ts';
import { ApiError, normaliseErrorBody } from '../../../lib/api-error.ts';
import { getAccessToken, isAuthenticated, refreshSession } from '../../../lib/auth.ts';
import { KYC_UPLOAD_PATH } from './kyc-keys.ts';

export interface UploadOptions {
  /** 0..1 of the bytes sent */
  onProgress?: (fraction: number) => void;
}

function send(file: File, type: DocumentType, token: string, options: UploadOptions) {
  return new Promise<{ status: number; body: unknown; correlationId: string | null }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', KYC_UPLOAD_PATH);
    xhr.setRequestHeader('Accept', 'application/json, application/problem+json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      resolve({ status: xhr.status, body, correlationId: xhr.getResponseHeader(CORRELATION_HEADER) });
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, message: '', code: 'network_error' }));
    // the indexed form data of 001 section 7 (KYC_UPLOAD_FIELD): the type before its file
    const body = new FormData();
    body.append('documents[0][type]', type);
    body.append('documents[0][file]', file);
    xhr.send(body);
  });
}

/**
 * One document per request with XMLHttpRequest, so that its progress is known (fetch has no upload
 * progress). The bearer token and the one refresh-and-retry on 401 follow lib/api-client.
 */
export async function uploadKycDocument(
  file: File,
  type: DocumentType,
  options: UploadOptions = {},
): Promise<KycDocument> {
  const token = await getAccessToken();
  if (!token) throw new ApiError({ status: 401, message: '', code: 'unauthorized' });
  let res = await send(file, type, token, options);
  if (res.status === 401 && isAuthenticated()) {
    const user = await refreshSession();
    if (user) res = await send(file, type, user.accessToken, options);
  }
  if (res.status >= 200 && res.status < 300) {
    const [document] = (res.body as { documents: KycDocument[] }).documents;
    if (document) return document;
  }
  throw new ApiError({ status: res.status, ...normaliseErrorBody(res.body, res.correlationId) });
}
