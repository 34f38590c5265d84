import type { Database } from '../db/client.ts';
import type { FileStorage } from '../lib/storage.ts';
import type { PhotosService } from '../modules/photos/photos.service.ts';
import { type SceneKind, scenePhoto } from './demo-photos.ts';

export interface DemoUnitDetails {
  accommodationType: string;
  guests: number;
  description: string;
  rooms: { type: string; size: number | null; beds: { type: string; count: number }[] }[];
  size: number;
  amenities: string[];
  /** nightly price in euro cents */
  price: number;
  scenes: SceneKind[];
}

const bedroom = (size: number, ...beds: [string, number][]) => ({
  type: 'bedroom',
  size,
  beds: beds.map(([type, count]) => ({ type, count })),
});
const room = (type: string, size: number) => ({ type, size, beds: [] });

const LOCATIONS: Record<string, Record<string, unknown>> = {
  'Residence Les Oliviers': {
    countryCode: 'FR',
    countryName: 'France',
    city: 'Fréjus',
    street: 'Avenue de Provence',
    houseNumberOrName: '12',
    postalCode: '83600',
    latitude: 43.4332,
    longitude: 6.7369,
  },
  'Villa Azzurra': {
    countryCode: 'HR',
    countryName: 'Croatia',
    city: 'Rovinj',
    street: 'Ulica Gripole',
    houseNumberOrName: '7',
    postalCode: '52210',
    latitude: 45.0812,
    longitude: 13.6387,
  },
  'Chalet Edelweiss': {
    countryCode: 'CH',
    countryName: 'Switzerland',
    city: 'Saas-Fee',
    street: 'Obere Gasse',
    houseNumberOrName: 'Edelweiss',
    postalCode: '3906',
    latitude: 46.108,
    longitude: 7.928,
  },
  'Casa do Rio': {
    countryCode: 'PT',
    countryName: 'Portugal',
    city: 'Peso da Régua',
    latitude: 41.1632,
    longitude: -7.7886,
  },
};

const DETAILS: Record<string, DemoUnitDetails> = {
  'Studio Lavande': {
    accommodationType: 'studio',
    guests: 2,
    description:
      'A bright studio on the ground floor with a small terrace facing the pool.\n\nA double bed, a kitchenette and air conditioning; the beach is ten minutes by car.',
    rooms: [bedroom(18, ['double', 1]), room('bath_room', 4)],
    size: 28,
    amenities: ['wifi', 'air_conditioning', 'kitchen', 'pool', 'terrace', 'parking'],
    price: 7_500,
    scenes: ['pool', 'countryside'],
  },
  'Apartment Romarin': {
    accommodationType: 'apartment',
    guests: 4,
    description:
      'Two bedrooms on the first floor with a balcony over the olive trees and the shared pool.\n\nIdeal for a family: a cot and a high chair are there on request.',
    rooms: [
      bedroom(14, ['double', 1]),
      bedroom(11, ['single', 2]),
      room('living_room', 22),
      room('bath_room', 5),
    ],
    size: 62,
    amenities: [
      'wifi',
      'air_conditioning',
      'washing_machine',
      'dishwasher',
      'pool',
      'balcony',
      'crib',
      'high_chair',
    ],
    price: 11_000,
    scenes: ['countryside', 'pool'],
  },
  'Apartment Thym': {
    accommodationType: 'apartment',
    guests: 3,
    description: 'A quiet flat under the roof, with a view of the Esterel hills.',
    rooms: [bedroom(13, ['double', 1], ['sofa_bed', 1]), room('bath_room', 4)],
    size: 40,
    amenities: ['wifi', 'heating', 'kitchen', 'pool'],
    price: 9_000,
    scenes: ['countryside'],
  },
  'Villa Azzurra': {
    accommodationType: 'villa',
    guests: 8,
    description:
      'A stone villa above the sea near Rovinj, with a garden of olive and fig trees and a terrace for long dinners.\n\nFour bedrooms, three bathrooms, a barbecue and a private path down to the rocks.',
    rooms: [
      bedroom(20, ['king', 1]),
      bedroom(16, ['double', 1]),
      bedroom(14, ['single', 2]),
      bedroom(12, ['bunk', 1]),
      room('living_room', 45),
      room('kitchen_room', 18),
      room('bath_room', 8),
    ],
    size: 210,
    amenities: [
      'wifi',
      'air_conditioning',
      'parking',
      'dishwasher',
      'garden',
      'terrace',
      'barbecue',
      'sea_view',
      'pool',
    ],
    price: 32_000,
    scenes: ['sea', 'pool', 'countryside'],
  },
  'Chalet Edelweiss': {
    accommodationType: 'chalet',
    guests: 6,
    description: 'A wooden chalet at the foot of the slopes; sauna, fireplace and a ski room.',
    rooms: [
      bedroom(16, ['double', 1]),
      bedroom(14, ['single', 2]),
      bedroom(10, ['bunk', 1]),
      room('living_room', 35),
    ],
    size: 120,
    amenities: ['wifi', 'heating', 'parking', 'tv', 'board_games'],
    price: 24_000,
    scenes: ['mountain'],
  },
};

export async function fillDemoProperty(database: Database, propertyId: string, title: string) {
  const location = LOCATIONS[title];
  if (!location) return;
  await database.query('update properties set location = $2::jsonb where id = $1', [
    propertyId,
    JSON.stringify(location),
  ]);
}

/** Fills the unit's listing fields; a published unit gets its portal link (the public page). */
export async function fillDemoUnit(
  database: Database,
  unitId: string,
  title: string,
  publicUrl: string | null,
) {
  const d = DETAILS[title];
  if (!d) return;
  const price = {
    currency: 'EUR',
    nightlyPrice: d.price,
    minimumStay: 2,
    maximumStay: 28,
    minimumNotice: 1,
    losDiscounts: [{ minNights: 7, percent: 10 }],
    seasons: [
      {
        name: 'Summer',
        dateFrom: '2026-07-01',
        dateTo: '2026-09-01',
        nightlyPrice: Math.round(d.price * 1.3),
        minimumStay: 7,
      },
    ],
  };
  const links = publicUrl ? [{ channel: 'portal', url: `${publicUrl}/stay/${unitId}` }] : [];
  await database.query(
    `update units set accommodation_type = $2, guests = $3, description = $4, rooms = $5::jsonb,
       property_size = $6, amenities = $7::text[], price_and_availability = $8::jsonb,
       booking_type = 'onLine', cancellation_policy = 'moderate', links = $9::jsonb
     where id = $1`,
    [
      unitId,
      d.accommodationType,
      d.guests,
      d.description,
      JSON.stringify(d.rooms),
      d.size,
      d.amenities,
      JSON.stringify(price),
      JSON.stringify(links),
    ],
  );
}

/**
 * Generates each unit's scenes and runs them through the real photo pipeline. Few photos on purpose:
 * the server seeds at its first start, before it listens.
 */
export async function seedDemoPhotos(
  service: PhotosService,
  hostId: string,
  units: { id: string; title: string }[],
) {
  const jobs = units.flatMap((u, i) =>
    (DETAILS[u.title]?.scenes ?? []).map((kind, n) => ({ unitId: u.id, kind, seed: i * 10 + n + 1, n })),
  );
  // one unit's photos go in order (the first becomes the cover); units run side by side
  const byUnit = new Map<string, typeof jobs>();
  for (const job of jobs) byUnit.set(job.unitId, [...(byUnit.get(job.unitId) ?? []), job]);
  await Promise.all(
    [...byUnit.values()].map(async (list) => {
      for (const job of list) await service.upload(hostId, job.unitId, await scenePhoto(job.kind, job.seed));
    }),
  );
}

/** Deletes the stored files of the demo host's photos (one folder per unit) before the host is recreated. */
export async function removeDemoPhotos(database: Database, storage: FileStorage, email: string) {
  const rows = await database.query<{ key: string }>(
    `select distinct p.unit_id::text as key from unit_photos p join users u on u.id = p.host_id
     where lower(u.email) = lower($1)`,
    [email],
  );
  await Promise.all(rows.map((r) => storage.remove(`photos/${r.key}`)));
}
