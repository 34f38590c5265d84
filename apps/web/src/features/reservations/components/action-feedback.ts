import { notifications } from '@mantine/notifications';
import { isApiError } from '../../../lib/api-error.ts';
import type { TFunction } from '../../../lib/translation.tsx';

/** The server's message (a clash names the other stay), else the generic one (000 section 8). */
export function actionErrorMessage(error: unknown, t: TFunction): string {
  return isApiError(error) && error.message ? error.message : t('commons.errorOccuredPleaseTryAgain');
}

/** 409 `occupancy_conflict`: the dates clash with another stay; its detail is shown on the page. */
export const isOccupancyConflict = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.code === 'occupancy_conflict';

export const toastError = (error: unknown, t: TFunction) =>
  notifications.show({ color: 'red', message: actionErrorMessage(error, t), withBorder: true });

export const toastSuccess = (message: string) => notifications.show({ color: 'green', message });

/** Server field errors of a dialog's fields (`body.explanation` or `explanation`). */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.fieldErrors[field] ?? error.fieldErrors[`body.${field}`];
}
