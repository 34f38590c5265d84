/**
 * One error shape for the whole client. The server may answer in any of the three shapes of
 * 001 section 8; `normaliseErrorBody` turns each into an ApiError.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  readonly code: string | null;
  readonly correlationId: string | null;
  /** False when the body matched none of the known shapes. */
  readonly recognised: boolean;

  constructor(init: {
    status: number;
    message: string;
    fieldErrors?: Record<string, string>;
    code?: string | null;
    correlationId?: string | null;
    recognised?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.code = init.code ?? null;
    this.correlationId = init.correlationId ?? null;
    this.recognised = init.recognised ?? true;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

export interface NormalisedError {
  message: string;
  fieldErrors: Record<string, string>;
  code: string | null;
  correlationId: string | null;
  recognised: boolean;
}

/**
 * Shapes: `{message}`; `{errors:[{field,message,type}]}`; problem+json
 * `{type,title,status,detail,code,invalidParams:[{name,reason}]}`. The general message is the message
 * (or problem detail/title), else the first error without a field.
 */
export function normaliseErrorBody(body: unknown, correlationId: string | null = null): NormalisedError {
  const result: NormalisedError = {
    message: '',
    fieldErrors: {},
    code: null,
    correlationId,
    recognised: false,
  };
  if (!isObject(body)) return result;

  if (str(body.code)) result.code = body.code as string;
  if (!result.correlationId && str(body.correlationId)) result.correlationId = body.correlationId as string;

  if (Array.isArray(body.invalidParams) || (str(body.type) && typeof body.status === 'number')) {
    result.recognised = true;
    for (const param of Array.isArray(body.invalidParams) ? body.invalidParams : []) {
      if (isObject(param) && str(param.name) && str(param.reason)) {
        result.fieldErrors[param.name as string] ??= param.reason as string;
      }
    }
    result.message = str(body.detail) ?? str(body.title) ?? '';
    return result;
  }

  if (Array.isArray(body.errors)) {
    result.recognised = true;
    let general: string | undefined;
    for (const entry of body.errors) {
      if (!isObject(entry)) continue;
      const message = str(entry.message);
      if (!message) continue;
      const field = str(entry.field);
      if (field) result.fieldErrors[field] ??= message;
      else general ??= message;
    }
    result.message = str(body.message) ?? general ?? '';
    return result;
  }

  if (str(body.message)) {
    result.recognised = true;
    result.message = body.message as string;
  }
  return result;
}
