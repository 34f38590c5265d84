import { CORRELATION_HEADER } from './api-client.ts';
import { ApiError, normaliseErrorBody } from './api-error.ts';
import { getAccessToken, isAuthenticated, refreshSession } from './auth.ts';
import { impersonationHeader } from './impersonation.ts';

export interface UploadOptions {
  /** 0..1 of the bytes sent */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function send(url: string, form: () => FormData, token: string, options: UploadOptions) {
  return new Promise<{ status: number; body: unknown; correlationId: string | null }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json, application/problem+json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const impersonating = impersonationHeader(url);
    if (impersonating) xhr.setRequestHeader(...impersonating);
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
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form());
  });
}

/**
 * POSTs multipart form data with XMLHttpRequest, so that the upload's progress is known (fetch has
 * no upload progress). The bearer token and the one refresh-and-retry on 401 follow lib/api-client;
 * a failure is the same ApiError the client throws. Answers the parsed JSON body.
 */
export async function uploadWithProgress(
  url: string,
  form: () => FormData,
  options: UploadOptions = {},
): Promise<unknown> {
  const token = await getAccessToken();
  if (!token) throw new ApiError({ status: 401, message: '', code: 'unauthorized' });
  let res = await send(url, form, token, options);
  if (res.status === 401 && isAuthenticated()) {
    const user = await refreshSession();
    if (user) res = await send(url, form, user.accessToken, options);
  }
  if (res.status >= 200 && res.status < 300) return res.body;
  throw new ApiError({ status: res.status, ...normaliseErrorBody(res.body, res.correlationId) });
}
