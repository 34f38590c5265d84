import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { buildApp } from '../app.ts';
import { errorSerializer, redactDatabaseMessage } from '../lib/log-serializers.ts';

/** Database errors are logged with message, code and correlation id, never with statement values. */
describe('database errors in the logs', () => {
  const SECRET = 'sk_live_5ecret-Param-7731';
  const SECRET_EMAIL = `${SECRET.toLowerCase()}@example.test`;
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let output = '';

  beforeAll(async () => {
    t = await createTestApp();
    await t.createHost({ email: SECRET_EMAIL });
    const stream = new PassThrough();
    stream.on('data', (chunk) => {
      output += chunk;
    });
    app = await buildApp({
      config: { ...t.config, logLevel: 'info' },
      database: t.database,
      logStream: stream,
    });
    // three ways a statement fails: a value the type rejects (drizzle), a duplicate (drizzle),
    // and the raw driver (pg or PGlite) without drizzle's wrapper
    app.get('/test/db/cast', async () => t.database.db.execute(sql`select ${SECRET}::uuid`));
    app.get('/test/db/duplicate', async () =>
      t.database.db.execute(
        sql`insert into users (subject, email) values (${`${SECRET}-subject`}, ${SECRET_EMAIL})`,
      ),
    );
    app.get('/test/db/raw', async () => t.database.query('select $1::int', [SECRET]));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const logged = () =>
    output
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown> & { err?: Record<string, unknown> });

  it.each(['cast', 'duplicate', 'raw'])('%s: logs message, code and correlation id only', async (kind) => {
    output = '';
    const res = await app.inject({ url: `/test/db/${kind}` });
    expect(res.statusCode).toBe(500);
    const correlationId = res.headers['x-correlation-id'];
    const line = logged().find((l) => l.msg === 'unhandled error');
    expect(line).toBeDefined();
    expect(line!.reqId).toBe(correlationId);
    expect(res.json().correlationId).toBe(correlationId);
    const err = line!.err!;
    expect(typeof err.message).toBe('string');
    expect(err.message).not.toBe('');
    // the SQLSTATE is there, on the error or on its cause
    const code = err.code ?? (err.cause as { code?: string } | undefined)?.code;
    expect(code).toMatch(kind === 'duplicate' ? /^23505$/ : /^22P02$/);
    expect(output.toLowerCase()).not.toContain(SECRET.toLowerCase());
    expect(output).not.toMatch(/"(params|parameters|detail|where|query)":/);
  });

  it('keeps identifiers in a database message and drops the values', () => {
    expect(redactDatabaseMessage('invalid input syntax for type uuid: "top-secret"')).toBe(
      'invalid input syntax for type uuid: [redacted]',
    );
    expect(redactDatabaseMessage('duplicate key value violates unique constraint "users_email_key"')).toBe(
      'duplicate key value violates unique constraint "users_email_key"',
    );
    expect(redactDatabaseMessage('Failed query: select $1\nparams: top-secret')).toBe(
      'Failed query: select $1',
    );
    const plain = errorSerializer(Object.assign(new Error('boom'), { code: 'E_X', payload: 'row values' }));
    expect(plain).toMatchObject({ type: 'Error', message: 'boom', code: 'E_X' });
    expect(plain).not.toHaveProperty('payload');
  });
});
