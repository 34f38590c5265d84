import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { buildServices } from '../services.ts';

/**
 * Conversations worth opening on a fresh start (issue 9): the demo guests' questions answered in
 * some channels and left waiting in others, the platform's welcome in the host's marketing
 * channel, and two saved replies.
 */
export async function seedDemoMessages(database: Database, config: Config, hostId: string) {
  const { messaging, savedReplies } = buildServices({ config, database });
  const channels = await database.query<{ id: string; guest_name: string; last_sender: string | null }>(
    `select id, guest_name, last_sender from conversations where host_id = $1 and type = 'messaging'
     order by created_at`,
    [hostId],
  );
  const host = { role: 'host', hostId, name: '' } as const;
  const withQuestion = channels.filter((c) => c.last_sender === 'guest');
  // the first two questions are answered, the guest writes back in one; the others wait
  for (const [i, c] of withQuestion.slice(0, 2).entries()) {
    await messaging.post(host, c.id, {
      body: `Hello ${c.guest_name.split(' ')[0]}, thank you for your message!\nYes, that is no problem at all.`,
      clientId: `demo-answer-${i}`,
    });
    await messaging.read(host, c.id, 99);
  }
  const first = withQuestion[0];
  if (first) {
    const [row] = await database.query<{ guest_email: string; guest_name: string }>(
      'select guest_email, guest_name from conversations where id = $1',
      [first.id],
    );
    await messaging.post({ role: 'guest', email: row!.guest_email, name: row!.guest_name }, first.id, {
      body: 'Wonderful, thank you! See you soon. Here is our train: https://www.sncf-connect.com',
      clientId: 'demo-guest-thanks',
    });
  }
  await messaging.platformMessage(
    hostId,
    'Host Portal',
    'Welcome to your inbox! Every booking, request and inquiry has its conversation here. Saved replies help you answer the questions guests ask most.',
    'demo-welcome',
  );
  await database.query('delete from saved_replies where host_id = $1', [hostId]);
  await savedReplies.create(hostId, {
    title: 'Check-in details',
    language: 'en_US',
    body: 'Hello {{guestFirstName}},\nwe look forward to welcoming you at {{unitTitle}} on {{checkIn}}. The address is {{address}}.',
  });
  await savedReplies.create(hostId, {
    title: 'Anreise',
    language: 'de_DE',
    body: 'Hallo {{guestFirstName}},\nwir freuen uns, dich am {{checkIn}} in {{unitTitle}} zu begrüßen. Die Adresse: {{address}}.',
  });
}
