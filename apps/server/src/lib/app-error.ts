import { ERROR_CODES, type ErrorCode, type InvalidParam } from '@host-portal/contracts/errors';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  [ERROR_CODES.validation]: 400,
  [ERROR_CODES.unauthorized]: 401,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.notFound]: 404,
  [ERROR_CODES.routeNotFound]: 404,
  [ERROR_CODES.conflict]: 409,
  [ERROR_CODES.occupancyConflict]: 409,
  [ERROR_CODES.idempotencyKeyReused]: 409,
  [ERROR_CODES.payloadTooLarge]: 413,
  [ERROR_CODES.unsupportedMediaType]: 415,
  [ERROR_CODES.rateLimited]: 429,
  [ERROR_CODES.internal]: 500,
  [ERROR_CODES.unavailable]: 503,
  [ERROR_CODES.invalidImage]: 400,
  [ERROR_CODES.guestLinkExpired]: 410,
  [ERROR_CODES.guestLinkUsed]: 410,
  [ERROR_CODES.passwordIncorrect]: 403,
  [ERROR_CODES.impersonationEnded]: 403,
  [ERROR_CODES.impersonationRefused]: 403,
};

/**
 * An error the client may see: a stable code, a message meant for the user, and optionally the
 * fields it concerns. Anything else thrown is an internal error and answers a bare 500.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly invalidParams: InvalidParam[] | undefined;
  /** the values of a message (and reasons) written as a translation key: `{{name}}` in the text */
  readonly vars: Record<string, string | number> | undefined;

  /**
   * `message` and the reasons may be translation keys (`kyc.errors.accepted`): the error handler
   * writes them in the caller's language (ADR 10), filling in `vars`.
   */
  constructor(
    code: ErrorCode,
    message: string,
    opts: { status?: number; invalidParams?: InvalidParam[]; vars?: Record<string, string | number> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = opts.status ?? STATUS_BY_CODE[code];
    this.invalidParams = opts.invalidParams;
    this.vars = opts.vars;
  }
}

export const notFound = (what: string) => new AppError(ERROR_CODES.notFound, `${what} not found`);
