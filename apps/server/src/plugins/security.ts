import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/**
 * The security headers helmet writes for these options, computed once: they do not depend on the
 * request (no nonces), so every response gets the same list without running helmet again
 * (@fastify/helmet built and ran a new helmet middleware for every request).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers. Scripts only from our origin (no inline scripts anywhere); Mantine writes
 * CSS variables in style tags, hence 'unsafe-inline' for styles. Framing only by ourselves (the
 * silent sign-in iframe).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", issuerOrigin],
        frameSrc: ["'self'", issuerOrigin],
        frameAncestors: ["'self'"],
        formAction: ["'self'", issuerOrigin],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // the silent sign-in iframe and the OIDC form posts need same-origin framing, not DENY
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
