import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, onRequestUnit, requestStay, stayRequest } from '../../../test/helpers/guest-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { smsOutboxDir } from '../../identity/sms.ts';

/**
 * The `sms-outbox` job on the app's own pg-boss queue: a new booking request's text reaches the
 * built-in sender (a file in <DATA_DIR>/sms-outbox) within seconds, without waiting for the
 * minute's run.
 */
const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let host: TestHost;

beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: 'true', GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  host = await t.createHost();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const outboxFiles = () => {
  const dir = smsOutboxDir(t.config);
  // the finished texts (a text is written under another name and renamed when whole)
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.txt'))
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    : [];
};

describe(`the sms-outbox job (${driver})`, () => {
  it('sends a new booking request’s text within seconds', async () => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers: host.auth,
      payload: { phoneForSms: '+49 151 2345 6789', sendInquirySms: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const unitId = await onRequestUnit(t, host);
    const id = await requestStay(t, unitId, stayRequest('job@example.test', 20));
    await eventually(() => outboxFiles().length > 0, 20_000);
    const [file] = outboxFiles();
    expect(file).toContain('To: +4915123456789');
    expect(file).toContain(`/booking-request-details/${id}`);
    // the row is marked sent right after the file is written
    const sentRow = async () =>
      (
        await t.database.query<{ sent_at: Date | null; attempts: number }>(
          'select sent_at, attempts from sms_outbox where host_id = $1 and sent_at is not null',
          [host.id],
        )
      )[0];
    let row = await sentRow();
    for (let i = 0; !row && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = await sentRow();
    }
    expect(row).toMatchObject({ attempts: 1 });
  }, 40_000);
});
