import { isApiError } from '../../../../lib/api-error.ts';
import type { TFunction } from '../../../../lib/translation.tsx';

/** The server's message (it names the stay a block would cover), else the generic one. */
export const errorMessage = (error: unknown, t: TFunction): string =>
  isApiError(error) && error.message ? error.message : t('commons.errorOccuredPleaseTryAgain');
