import { hash } from '@node-rs/argon2';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { localFileStorage } from '../lib/storage.ts';
import { rulesFor } from '../modules/units/rules/regional-rules.ts';
import { buildServices } from '../services.ts';
import { seedDemoGuestProfile } from './demo-guest-profile.ts';
import { seedDemoInsights } from './demo-insights.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoReservations } from './demo-reservations.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { fillDemoProperty, fillDemoUnit, removeDemoPhotos, seedDemoPhotos } from './demo-units.ts';

export const DEMO_HOST = {
  email: 'demo@host-portal.test',
  password: 'DemoHost2026',
  firstName: 'Dana',
  lastName: 'Demo',
};
export const DEMO_STAFF = {
  email: 'staff@host-portal.test',
  password: 'StaffDemo2026',
  firstName: 'Sam',
  lastName: 'Staff',
};

type State = 'IN_PROGRESS' | 'UNDER_REVIEW' | 'PUBLISHED' | 'UNPUBLISHED' | 'REJECTED_BY_STAFF';
interface DemoProperty {
  type: 'single' | 'multi';
  title: string;
  description: string;
  units: { title: string; state: State }[];
}

const DEMO_PROPERTIES: DemoProperty[] = [
  {
    type: 'multi',
    title: 'Residence Les Oliviers',
    description: 'Six holiday flats around a shared pool, ten minutes from the beaches of Fréjus.',
    units: [
      { title: 'Studio Lavande', state: 'PUBLISHED' },
      { title: 'Apartment Romarin', state: 'PUBLISHED' },
      { title: 'Apartment Thym', state: 'UNDER_REVIEW' },
      { title: 'Family flat Olivier', state: 'IN_PROGRESS' },
    ],
  },
  {
    type: 'single',
    title: 'Villa Azzurra',
    description: 'A stone villa above the sea near Rovinj, with a garden, a terrace and four bedrooms.',
    units: [{ title: 'Villa Azzurra', state: 'PUBLISHED' }],
  },
  {
    type: 'single',
    title: 'Chalet Edelweiss',
    description: 'A wooden chalet at the foot of the slopes in Saas-Fee; sauna, fireplace, ski room.',
    units: [{ title: 'Chalet Edelweiss', state: 'UNPUBLISHED' }],
  },
  {
    type: 'single',
    title: 'Casa do Rio',
    description: 'A restored farmhouse on the Douro with vineyard views.',
    units: [{ title: 'Casa do Rio', state: 'IN_PROGRESS' }],
  },
];

async function upsertAccount(
  database: Database,
  person: typeof DEMO_HOST,
  role: 'host' | 'staff',
  locale: string,
): Promise<string> {
  const [existing] = await database.query<{ id: string }>(
    'select id from users where lower(email) = lower($1)',
    [person.email],
  );
  if (existing) await database.query('delete from users where id = $1', [existing.id]);
  const [row] = await database.query<{ id: string }>(
    `insert into users (subject, email, role, locale, first_name, last_name, account_source, onboarding_status)
     values (gen_random_uuid()::text, $1, $2, $3, $4, $5, 'demo', 'finished') returning id`,
    [person.email, role, locale, person.firstName, person.lastName],
  );
  const id = row!.id;
  // the embedded identity provider uses the user id as the subject
  await database.query('update users set subject = id::text where id = $1', [id]);
  await database.query('insert into credentials (user_id, password_hash) values ($1, $2)', [
    id,
    await hash(person.password),
  ]);
  return id;
}

/**
 * Creates the demo host (with properties, filled units and generated photos) and the demo staff
 * account. With `onlyIfEmpty` it does nothing when any user exists, so a restart never touches real
 * data. Photos go to the configured upload storage (`config`, else read from the environment).
 */
export async function seedDemo(database: Database, opts: { onlyIfEmpty: boolean; config?: Config }) {
  if (opts.onlyIfEmpty) {
    const [count] = await database.query<{ n: number }>('select count(*)::int as n from users');
    if ((count?.n ?? 0) > 0) {
      const [demo] = await database.query('select 1 from users where email = $1', [DEMO_HOST.email]);
      return demo ? { host: DEMO_HOST, staff: DEMO_STAFF } : undefined;
    }
  }
  const config = opts.config ?? loadConfig();
  const storage = localFileStorage(config.uploadDir, config.publicUrl);
  await removeDemoPhotos(database, storage, DEMO_HOST.email);
  const hostId = await upsertAccount(database, DEMO_HOST, 'host', 'en_US');
  await upsertAccount(database, DEMO_STAFF, 'staff', 'en_US');
  const units: { id: string; title: string; state: State }[] = [];
  for (const [i, p] of DEMO_PROPERTIES.entries()) {
    const [prop] = await database.query<{ id: string }>(
      `insert into properties (host_id, property_type, title, description, updated_at)
       values ($1, $2, $3, $4, now() - make_interval(hours => $5)) returning id`,
      [hostId, p.type, p.title, p.description, i],
    );
    await fillDemoProperty(database, prop!.id, p.title);
    for (const [position, u] of p.units.entries()) {
      const [unit] = await database.query<{ id: string }>(
        // listed two years ago, before the demo's past stays (insights count nights from then)
        `insert into units (property_id, host_id, title, state, position, created_at, approved_at)
         values ($1, $2, $3, $4, $5, now() - interval '730 days',
                 case when $6::boolean then now() - interval '729 days' end)
         returning id`,
        [prop!.id, hostId, u.title, u.state, position, u.state === 'PUBLISHED' || u.state === 'UNPUBLISHED'],
      );
      await fillDemoUnit(database, unit!.id, u.title, u.state === 'PUBLISHED' ? config.publicUrl : null);
      units.push({ id: unit!.id, ...u });
    }
  }
  await seedDemoPhotos(buildServices({ config, database, storage }).photos, hostId, units);
  await seedRegionalNumbers(database, hostId);
  await seedDemoReservations(database, config, hostId);
  await seedDemoMessages(database, config, hostId);
  await seedDemoReviews(database, config, hostId);
  await seedDemoGuestProfile(database, config, hostId);
  await seedDemoInsights(database, hostId);
  return { host: DEMO_HOST, staff: DEMO_STAFF };
}

/** Units in countries with regional rules carry a well-formed number, as a real listing must. */
async function seedRegionalNumbers(database: Database, hostId: string) {
  const rows = await database.query<{ id: string; country: string | null }>(
    `select u.id, p.location->>'countryCode' as country from units u join properties p on p.id = u.property_id
     where u.host_id = $1 and u.state <> 'IN_PROGRESS'`,
    [hostId],
  );
  for (const row of rows) {
    const rules = rulesFor(row.country);
    const value = (name: string) => rules.find((r) => r.name === name)?.example ?? null;
    if (rules.length === 0) continue;
    await database.query(
      'update units set registration_number = $2, national_identification_code = $3 where id = $1',
      [row.id, value('registrationNumber'), value('nationalIdentificationCode')],
    );
  }
}
