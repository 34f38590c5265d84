import { notifications } from '@mantine/notifications';
import { isApiError } from '../../../../lib/api-error.ts';
import type { TFunction } from '../../../../lib/translation.tsx';

/** The server's message, else the generic one (the calendar's mutations are silent: we show them). */
export function errorMessage(error: unknown, t: TFunction): string {
  return isApiError(error) && error.message ? error.message : t('commons.errorOccuredPleaseTryAgain');
}

export const toastError = (error: unknown, t: TFunction) =>
  notifications.show({ color: 'red', message: errorMessage(error, t), withBorder: true });

export const toastDone = (message: string, color: 'green' | 'yellow' | 'red' = 'green') =>
  notifications.show({ color, message, withBorder: color !== 'green' });
