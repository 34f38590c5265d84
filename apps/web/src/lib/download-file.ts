import { ApiError, normaliseErrorBody } from './api-error.ts';
import { getAccessToken } from './auth.ts';
import { impersonationHeader } from './impersonation.ts';

/** Hands a file to the browser's download through an object URL, never shown in the portal's origin. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a private file the API serves only as an attachment behind the bearer token (a plain
 * link cannot carry it): fetched here with the token, then saved under `fileName` (or the name
 * the function finds in the response, e.g. in its content-disposition).
 */
export async function downloadWithToken(
  url: string,
  fileName: string | ((response: Response) => string),
): Promise<void> {
  const token = await getAccessToken();
  if (!token) throw new ApiError({ status: 401, message: '', code: 'unauthorized' });
  const impersonating = impersonationHeader(url);
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(impersonating ? { [impersonating[0]]: impersonating[1] } : {}),
    },
    credentials: 'include',
  });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new ApiError({ status: response.status, ...normaliseErrorBody(body, null) });
  }
  saveBlob(await response.blob(), typeof fileName === 'string' ? fileName : fileName(response));
}
