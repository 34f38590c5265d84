import type { BulkEdit } from '@host-portal/contracts/calendar';
import { queryOptions } from '@tanstack/react-query';
import { calendarKeys, previewBulkEdit } from '../../api/calendar-api.ts';

/** The dry run of a bulk edit, keyed by its body: the dialog shows it before anything changes. */
export const bulkPreviewQueryOptions = (body: BulkEdit) =>
  queryOptions({
    queryKey: [...calendarKeys.all, 'bulk-preview', body] as const,
    queryFn: () => previewBulkEdit(body),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
