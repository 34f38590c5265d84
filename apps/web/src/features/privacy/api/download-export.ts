import { EXPORT_PATH } from '@host-portal/contracts/privacy';
import { ApiError } from '../../../lib/api-error.ts';
import { getAccessToken } from '../../../lib/auth.ts';

/**
 * Downloads the data export as a file: the zip is binary, so it is fetched here (the API client
 * reads JSON and text) and handed to the browser's download through an object URL.
 */
export async function downloadExport(): Promise<void> {
  const token = await getAccessToken();
  const response = await fetch(EXPORT_PATH, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError({ status: response.status, message: '' });
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'data.zip';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
