import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { type Config, loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { registerAuth } from '../../plugins/auth.ts';
import { registerErrorHandling } from '../../plugins/errors.ts';
import { registerIdentity } from '../identity.plugin.ts';
import type { Mailer, MailMessage } from '../mailer.ts';

/** Captures mail in tests. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(msg: MailMessage) {
    this.sent.push(msg);
  }
  last(to: string) {
    return this.sent.filter((m) => m.to === to).at(-1);
  }
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:8080',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'hp-identity-')),
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/**
 * The identity part of the app on its own: cookies, rate limit, problem errors, the auth plugin
 * with a probe route `/api/app/whoami`, and the identity plugin, as app.ts wires them.
 */
export async function buildIdentityApp(opts: {
  config: Config;
  database: Database;
  mailer?: Mailer;
  rateLimitPerMinute?: number;
}) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await registerAuth(app, opts);
  await registerIdentity(app, opts);
  app.get('/api/app/whoami', { onRequest: app.authenticate }, async (request) => request.auth);
  app.get('/api/app/staff-only', { onRequest: [app.authenticate, app.requireStaff] }, async () => ({
    ok: true,
  }));
  await app.ready();
  return app;
}
