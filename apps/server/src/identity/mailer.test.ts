import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-db.ts';
import { createMailer } from './mailer.ts';
import { buildIdentityApp, MemoryMailer, testConfig } from './testing/identity-app.ts';
import { spaClient, TestBrowser } from './testing/oidc-client.ts';

describe('outbox mailer', () => {
  it('writes an .eml file and logs only recipient and subject', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-outbox-'));
    const logs: unknown[] = [];
    const mailer = createMailer(
      {
        dataDir,
        mail: { smtpUrl: undefined, from: 'Host Portal <no-reply@localhost>', support: 'support@localhost' },
      },
      {
        info: (obj, msg) => logs.push({ ...obj, msg }),
      },
    );
    const link = 'http://localhost:8080/identity/reset-password?token=secret-token-value';
    await mailer.send({
      to: 'a@example.test',
      subject: 'Reset',
      text: `Link: ${link}`,
      html: `<a href="${link}">x</a>`,
    });
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: a@example.test');
    expect(eml).toContain('Subject: Reset');
    expect(JSON.stringify(logs)).not.toContain('secret-token-value');
    expect(logs[0]).toMatchObject({ to: 'a@example.test', subject: 'Reset' });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('rate limit on the identity form posts', () => {
  it('answers 429 after the per-minute budget of one IP', async () => {
    const database = await createTestDatabase();
    const config = testConfig();
    const app = await buildIdentityApp({
      config,
      database,
      mailer: new MemoryMailer(),
      rateLimitPerMinute: 3,
    });
    try {
      const browser = new TestBrowser(app, config);
      const client = spaClient(browser);
      const { res } = await browser.follow(await browser.get(client.authorizeUrl()));
      const action = res.body.match(/<form method="post" action="([^"]+)"/)![1]!;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await browser.post(action, { email: 'x@example.test', password: 'wrong 1234567' })).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const limited = await browser.post(action, { email: 'x@example.test', password: 'wrong 1234567' });
      expect(limited.headers['content-type']).toContain('text/html');
      expect(limited.body).toContain('Too many requests.');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
