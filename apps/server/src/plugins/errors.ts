import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { ERROR_CODES, type InvalidParam, type Problem } from '@host-portal/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { requestLocale } from '../modules/settings/request-locale.ts';
import { loadTranslations, translate } from '../modules/settings/translations.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
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
  // An error before the body was read (a refused upload) leaves the rest of it on the socket; the
  // next request on a keep-alive connection would wait behind it, so end the connection instead.
  // every 429 says when to come back (rate-limit plugins set their own window)
  if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
  if (!reply.request.raw.complete) {
    reply.header('connection', 'close');
    reply.request.raw.unpipe();
    reply.request.raw.resume();
  }
  return reply.status(status).type('application/problem+json').send(body);
}

/**
 * A message that is a translation key (the account forms' contract checks, the upload checks)
 * reads in the caller's language (ADR 10); any other text is sent as it is.
 */
function reasonOf(
  message: string | undefined,
  request: FastifyRequest,
  vars?: Record<string, string | number>,
): string {
  if (!message) return 'Invalid value';
  if (!/^[a-z][A-Za-z]*(\.[A-Za-z0-9_]+)+$/.test(message) || !(message in loadTranslations('en_US')))
    return message;
  return translate(requestLocale(request), message, vars);
}

function zodIssuesToParams(error: FastifyError, request: FastifyRequest): InvalidParam[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const ctx = error.validationContext;
  return error.validation.map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { name: path || (ctx ?? 'body'), reason: reasonOf(v.message, request) };
  });
}

/** problem+json for every error; 5xx never carry internals (they are logged with the correlation id). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const text = (message: string) => reasonOf(message, request, error.vars);
      return sendProblem(
        reply,
        error.status,
        error.code,
        text(error.message),
        error.invalidParams?.map((p) => ({ ...p, reason: text(p.reason) })),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const params = zodIssuesToParams(error, request);
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

/**
 * Fastify's router errors (a URL that is not valid percent-encoding, a path parameter over
 * maxParamLength) happen before any hook: answer them as problems with the correlation id too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-correlation-id', request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendProblem(reply, 414, ERROR_CODES.validation, 'The address is too long');
  }
  return sendProblem(reply, 400, ERROR_CODES.validation, 'The address is not valid (bad percent-encoding)');
}

/**
 * Errors Node's HTTP parser raises before there is a request (headers too large, a malformed
 * request line, a timeout) get a problem with a fresh correlation id instead of Fastify's bare JSON.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const correlationId = randomUUID();
  const detail =
    status === 431
      ? 'The request headers (or the address) are too large'
      : status === 408
        ? 'The request took too long to arrive'
        : 'The request is not valid HTTP';
  const body = JSON.stringify({
    type: `about:blank#${ERROR_CODES.validation}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code: ERROR_CODES.validation,
    correlationId,
  } satisfies Problem);
  this.log.debug({ err, correlationId }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${TITLES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/problem+json\r\nx-correlation-id: ${correlationId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
