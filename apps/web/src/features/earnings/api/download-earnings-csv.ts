import { earningsCsvFileName } from '@host-portal/contracts/earnings';
import { buildUrl } from '../../../lib/api-client.ts';
import { downloadWithToken } from '../../../lib/download-file.ts';
import { EARNINGS_PATH, type EarningsFilter, earningsQuery } from './earnings-keys.ts';

/** GET /user/earnings.csv with the tab's filter, saved under the name the server gives it. */
export const downloadEarningsCsv = (filter: Omit<EarningsFilter, 'page'>) =>
  downloadWithToken(
    buildUrl(`${EARNINGS_PATH}.csv`, earningsQuery(filter)),
    (response) =>
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
      earningsCsvFileName(earningsQuery(filter)),
  );
