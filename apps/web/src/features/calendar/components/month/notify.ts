import { notifications } from '@mantine/notifications';
import { isApiError } from '../../../../lib/api-error.ts';
import type { TFunction } from '../../../../lib/translation.tsx';

/** A 409: the nights hold a stay; the server's detail names it and is shown beside the selection. */
export const clashDetail = (error: unknown, t: TFunction): string | null =>
  isApiError(error) && error.status === 409 ? error.message || t('calendar.month.clashFallback') : null;

export const toastFailure = (error: unknown, t: TFunction) =>
  notifications.show({
    color: 'red',
    withBorder: true,
    message: isApiError(error) && error.message ? error.message : t('commons.errorOccuredPleaseTryAgain'),
  });

export const toastSuccess = (message: string) => notifications.show({ color: 'green', message });
