import { dac7DefaultFileName, dac7ReportPath } from '@host-portal/contracts/dac7';
import { downloadWithToken } from '../../../lib/download-file.ts';

/** The file name of a content-disposition header (quoted or bare), if it names one. */
export function fileNameOf(disposition: string | null): string | null {
  const match = /filename="([^"]+)"|filename=([^;\s]+)/i.exec(disposition ?? '');
  return match?.[1] ?? match?.[2] ?? null;
}

/** Downloads a year's DAC7 CSV under the name the server gives it (000 section 7: else report-{year}.csv). */
export function downloadDac7Report(year: number): Promise<void> {
  return downloadWithToken(
    dac7ReportPath(year),
    (response) => fileNameOf(response.headers.get('content-disposition')) ?? dac7DefaultFileName(year),
  );
}
