import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { addDays, toDay } from '../modules/reservations/reservation-rules.ts';
import { buildServices } from '../services.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const GUESTS = [
  { name: 'Sofia Marques', email: 'sofia.marques@example.test', phone: '+351 912 345 678', language: 'pt' },
  { name: 'Lukas Berger', email: 'lukas.berger@example.test', phone: '+49 151 2345 6789', language: 'de' },
  { name: 'Emma Janssen', email: 'emma.janssen@example.test', phone: '+31 6 1234 5678', language: 'nl' },
  { name: 'Marco Bianchi', email: 'marco.bianchi@example.test', phone: '+39 333 123 4567', language: 'it' },
  { name: 'Claire Dubois', email: 'claire.dubois@example.test', phone: '+33 6 12 34 56 78', language: 'fr' },
  { name: 'Ana Horvat', email: 'ana.horvat@example.test', phone: '+385 91 234 5678', language: 'hr' },
  { name: 'James Walker', email: 'james.walker@example.test', phone: '+44 7700 900123', language: 'en' },
  { name: 'Lucía García', email: 'lucia.garcia@example.test', phone: '+34 612 345 678', language: 'es' },
];

/**
 * Past, current and future reservations of the demo host, made through the reservations service
 * itself with its clock moved back for the past ones, then taken forward by the same sweep the job
 * queue runs: every reservations tab shows something on a fresh start (issue 7).
 */
export async function seedDemoReservations(database: Database, config: Config, hostId: string) {
  const units = await database.query<{ id: string; title: string }>(
    `select id, title from units where host_id = $1 and state = 'PUBLISHED' order by title`,
    [hostId],
  );
  const byTitle = (title: string) => units.find((u) => u.title === title)?.id;
  const instant = byTitle('Studio Lavande') ?? units[0]?.id;
  const onRequest = byTitle('Apartment Romarin') ?? units[1]?.id;
  const villa = byTitle('Villa Azzurra') ?? units[2]?.id;
  if (!instant || !onRequest || !villa) return;
  await database.query(`update units set booking_type = 'onRequest' where id = $1`, [onRequest]);

  const realNow = Date.now();
  const today = toDay(new Date(realNow));
  const at = (offsetMs: number) =>
    buildServices({ config, database, now: () => new Date(realNow + offsetMs) }).reservations;
  let g = 0;
  const guest = () => GUESTS[g++ % GUESTS.length]!;
  const stay = (from: number, nights: number, guests = 2, message?: string) => ({
    checkIn: addDays(today, from),
    checkOut: addDays(today, from + nights),
    guests,
    guest: guest(),
    ...(message ? { message } : {}),
  });
  const book = async (when: number, unit: string, from: number, nights: number, guests = 2) =>
    (await at(when * DAY).create('booking', unit, stay(from, nights, guests))).body.id;

  // stays that have ended (review collection over, and still open), one going on now
  await book(-60, villa, -50, 5, 4);
  await book(-40, instant, -9, 4);
  await book(-20, villa, -2, 6, 5);
  // upcoming stays (one arriving tomorrow), one of them cancelled by the host
  await book(0, instant, 1, 3);
  await book(0, instant, 9, 3);
  await book(0, villa, 24, 7, 6);
  await book(0, instant, 45, 5);
  const cancelled = await book(-3, villa, 60, 4, 3);
  await at(0).cancelBooking(hostId, cancelled, {
    reason: 'PROPERTY_UNAVAILABLE',
    subReason: 'MAINTENANCE',
    explanation: 'The pool is being retiled that week.',
  });

  // booking requests on the on-request unit: pending (one about to expire), confirmed, rejected
  const request = async (createdMsAgo: number, from: number, nights: number, message?: string) =>
    (await at(-createdMsAgo).create('booking_request', onRequest, stay(from, nights, 2, message))).body.id;
  await request(23 * HOUR, 14, 4, 'We would love a quiet room; we travel with a baby.');
  await request(2 * HOUR, 38, 6, 'Is late check-in after 22:00 possible?');
  const confirmed = await request(10 * HOUR, 20, 3);
  await at(0).confirmRequest(hostId, confirmed);
  const rejected = await request(5 * HOUR, 70, 2);
  await at(0).rejectRequest(hostId, rejected, {
    reason: 'OTHER',
    explanation: 'The apartment is closed for renovation in that period.',
  });

  // inquiries: new, needing an answer, confirmed, rejected
  const ask = async (createdMsAgo: number, unit: string, from: number, nights: number, message: string) =>
    (await at(-createdMsAgo).create('inquiry', unit, stay(from, nights, 2, message))).body.id;
  await ask(HOUR, instant, 30, 3, 'Is there a parking space close to the studio?');
  await ask(30 * HOUR, villa, 80, 7, 'Can we bring our dog? He is small and very calm.');
  const yes = await ask(4 * HOUR, villa, 95, 5, 'Could we arrive at 11:00 instead of 15:00?');
  await at(0).confirmInquiry(hostId, yes);
  const no = await ask(6 * HOUR, instant, 100, 2, 'Do you offer airport transfers?');
  await at(0).rejectInquiry(hostId, no, {
    reason: 'RATES_MISMATCH',
    message: 'Sorry, we do not offer transfers, and the price for those dates has changed.',
  });

  // today's sweep: past stays complete and go through review collection, the old inquiry needs action
  const sweep = at(0);
  for (let i = 0; i < 3; i++) await sweep.sweep();

  // the calendar: the owners' own week at the villa, a blocked weekend at the studio, and the
  // studio's nights around a local festival priced higher with a longer minimum stay
  const { calendar } = buildServices({ config, database });
  await calendar.block(hostId, villa, addDays(today, 40), addDays(today, 47));
  await calendar.block(hostId, instant, addDays(today, 20), addDays(today, 22));
  await calendar.bulk(hostId, {
    unitIds: [instant],
    dateFrom: addDays(today, 14),
    dateTo: addDays(today, 18),
    action: 'price',
    nightlyPrice: 19_500,
    minimumStay: 3,
    preview: false,
  });
}
