import { Readable } from 'node:stream';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { findUnsafeText, UNSAFE_TEXT_REASON, urlHasNul } from '../lib/unsafe-text.ts';

const refuse = (name: string) =>
  new AppError(ERROR_CODES.validation, `${UNSAFE_TEXT_REASON} (${name})`, {
    invalidParams: [{ name, reason: UNSAFE_TEXT_REASON }],
  });

/** oidc-provider's own body limit; it reads /oidc bodies itself, so we read them first here. */
const OIDC_BODY_LIMIT = 56 * 1024;

async function readAll(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buf.length;
    if (size > limit) {
      throw new AppError(ERROR_CODES.payloadTooLarge, 'The request body is too large');
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks, size);
}

function parseOidcBody(request: FastifyRequest, body: Buffer): unknown {
  const type = String(request.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
    try {
      return JSON.parse(body.toString('utf8'));
    } catch {
      return undefined; // the provider answers its own invalid_request
    }
  }
  return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
}

/**
 * One guard for every request (/api, /oidc, /identity): a NUL character or an unpaired surrogate
 * in the URL (path or query) or in a parsed body is a 400 problem. Multipart fields are checked by
 * the upload reader (lib/upload.ts). Register before any route.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (urlHasNul(request.raw.url ?? '')) throw refuse('url');
  });

  // oidc-provider reads the raw request itself, after every Fastify hook: read the body here,
  // check it, and hand the bytes over as `req.body` (the provider's documented fallback).
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!(request.raw.url ?? '').startsWith('/oidc')) return payload;
    const type = String(request.headers['content-type'] ?? '');
    if (!type.includes('application/x-www-form-urlencoded') && !type.includes('application/json')) {
      return payload;
    }
    const body = await readAll(payload, OIDC_BODY_LIMIT);
    const bad = findUnsafeText(parseOidcBody(request, body));
    if (bad) throw refuse(bad);
    (request.raw as typeof request.raw & { body?: Buffer }).body = body;
    return Readable.from([body]);
  });

  app.addHook('preValidation', async (request) => {
    const bad = findUnsafeText(request.body);
    if (bad) throw refuse(bad);
  });
}
