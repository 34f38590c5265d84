import { ERROR_CODES, type InvalidParam, type Problem } from '@host-portal/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  invalidParams?: InvalidParam[],
) {
  const body: Problem = {
    type: `about:blank#${code}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    ...(invalidParams?.length ? { invalidParams } : {}),
    correlationId: String(reply.request.id),
  };
  return reply.status(status).type('application/problem+json').send(body);
}

function zodIssuesToParams(error: FastifyError): InvalidParam[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const ctx = error.validationContext;
  return error.validation.map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { name: path || (ctx ?? 'body'), reason: v.message ?? 'Invalid value' };
  });
}

/** problem+json for every error; 5xx never carry internals (they are logged with the correlation id). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return sendProblem(reply, error.status, error.code, error.message, error.invalidParams);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const params = zodIssuesToParams(error);
      const detail = `Invalid ${error.validationContext ?? 'request'}: ${params.map((p) => p.name).join(', ')}`;
      return sendProblem(reply, 400, ERROR_CODES.validation, detail, params);
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendProblem(reply, 413, ERROR_CODES.payloadTooLarge, 'The request body is too large');
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendProblem(reply, 415, ERROR_CODES.unsupportedMediaType, 'Unsupported content type');
    }
    if (status === 429) {
      return sendProblem(reply, 429, ERROR_CODES.rateLimited, 'Too many requests, please try again later');
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, empty body...) carry safe messages.
      return sendProblem(reply, status, ERROR_CODES.validation, error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      reply,
      500,
      ERROR_CODES.internal,
      'Something went wrong on our side. Please try again; if it keeps happening, contact support with the correlation id.',
    );
  });
}
