import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Security headers. Scripts only from our origin (no inline scripts anywhere); Mantine writes
 * CSS variables in style tags, hence 'unsafe-inline' for styles. Framing only by ourselves (the
 * silent sign-in iframe).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  await app.register(helmet, {
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
    hsts: config.publicUrl.startsWith('https://'),
  });
}
