import { EXPORT_PATH } from '@host-portal/contracts/privacy';
import { downloadWithToken } from '../../../lib/download-file.ts';

/** Downloads the data export (a zip) under the name the server gives it. */
export function downloadExport(): Promise<void> {
  return downloadWithToken(
    EXPORT_PATH,
    (response) =>
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'data.zip',
  );
}
