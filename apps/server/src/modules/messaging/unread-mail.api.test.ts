import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import type { MailMessage } from '../../identity/mailer.ts';
import { addDays, toDay } from '../reservations/reservation-rules.ts';
import { sendUnreadEmails } from './unread-mail.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const day = (n: number) => addDays(toDay(new Date()), n);
const minutes = (n: number) => () => new Date(Date.now() + n * 60_000);

let t: TestApp;
let host: TestHost;
let unitId: string;
const mails: MailMessage[] = [];
const mailer = { send: async (m: MailMessage) => void mails.push(m) };
const guestLink = async (email: string, channelId: string) =>
  `http://localhost:8080/guest/login?token=for-${email}-${channelId}`;

let n = 0;
async function conversation(language = 'fr') {
  n += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/booking-requests`,
    payload: {
      checkIn: day(30 + n * 4),
      checkOut: day(32 + n * 4),
      guests: 1,
      guest: { name: `Guest ${n}`, email: `guest${n}@example.test`, language },
      message: 'Bonjour',
    },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.database.query<{ id: string }>('select id from conversations where root_id = $1', [
    res.json().id,
  ]);
  return row!.id;
}
const post = (channelId: string, who: 'host' | 'guest', body: string) =>
  t.database.query('select seq from conversation_post($1, $2, $3, $4, $5)', [
    channelId,
    who,
    who,
    body,
    `${who}-${body}`,
  ]);
const run = (now: () => Date, withGuestLink = true) =>
  sendUnreadEmails({
    database: t.database,
    mailer,
    publicUrl: 'http://localhost:8080',
    now,
    ...(withGuestLink ? { guestLink } : {}),
  });

describe(`e-mail about unread messages (${driver})`, () => {
  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
    ({ unitId } = await unitIn(t, host, 'PUBLISHED'));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitId}`,
      headers: host.auth,
      payload: { bookingType: 'onRequest' },
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('writes to the host once per unread spell, only after the wait, and again after reading', async () => {
    const channelId = await conversation();
    mails.length = 0;
    expect(await run(minutes(5))).toBe(0);
    expect(await run(minutes(16))).toBe(1);
    expect(mails[0]).toMatchObject({ to: host.email });
    expect(mails[0]!.text).toContain(`/messages/all/${channelId}`);
    // more messages in the same spell: no more e-mails
    await post(channelId, 'guest', 'encore');
    expect(await run(minutes(40))).toBe(0);
    // the host reads; a new message later starts a new spell
    await t.app.inject({
      method: 'PUT',
      url: `/api/app/messaging/channels/${channelId}/read`,
      headers: host.auth,
      payload: { seq: 2 },
    });
    await post(channelId, 'guest', 'et encore');
    expect(await run(minutes(16))).toBe(1);
    expect(mails).toHaveLength(2);
  });

  it("writes to the guest in the guest's language with a login link, and not without one", async () => {
    const channelId = await conversation('fr');
    await post(channelId, 'host', 'Bienvenue');
    mails.length = 0;
    await run(minutes(16), false);
    expect(mails.filter((m) => m.to === `guest${n}@example.test`)).toHaveLength(0);
    const other = await conversation('fr');
    await post(other, 'host', 'Bienvenue');
    await run(minutes(16));
    const toGuest = mails.find((m) => m.to === `guest${n}@example.test`)!;
    expect(toGuest.subject).toContain('Votre hôte');
    expect(toGuest.text).toContain(`/guest/login?token=for-guest${n}@example.test-${other}`);
  });

  it('sends nothing to a host who turned these e-mails off', async () => {
    await t.database.query('update users set unread_message_emails = false where id = $1', [host.id]);
    await conversation();
    mails.length = 0;
    await run(minutes(16));
    expect(mails.filter((m) => m.to === host.email)).toHaveLength(0);
    await t.database.query('update users set unread_message_emails = true where id = $1', [host.id]);
    // the spell was handled: turning them on again does not send the old one
    await run(minutes(16));
    expect(mails.filter((m) => m.to === host.email)).toHaveLength(0);
  });
});
