import { type InsightsKind, insightsCsvFileName } from '@host-portal/contracts/insights';
import { buildUrl } from '../../../lib/api-client.ts';
import { downloadWithToken } from '../../../lib/download-file.ts';
import { INSIGHTS_PATH, type InsightsFilter, insightsQuery } from './insights-keys.ts';

/** GET /insights/{kind}.csv for the page's range and unit, saved under the server's file name. */
export const downloadInsightsCsv = (kind: InsightsKind, filter: InsightsFilter) =>
  downloadWithToken(
    buildUrl(`${INSIGHTS_PATH}/${kind}.csv`, insightsQuery(filter)),
    (response) =>
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
      insightsCsvFileName(kind, filter.from, filter.to),
  );
