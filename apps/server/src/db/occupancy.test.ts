import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-db.ts';

describe(`occupancy exclusion constraint (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let db: TestDatabase;
  let unitA: string;
  let unitB: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const [user] = await db.query<{ id: string }>(
      "insert into users (subject, email) values ('s-occ', 'occ@example.test') returning id",
    );
    const [prop] = await db.query<{ id: string }>(
      "insert into properties (host_id, property_type) values ($1, 'multi') returning id",
      [user!.id],
    );
    const units = await db.query<{ id: string }>(
      'insert into units (property_id, host_id, position) values ($1, $2, 0), ($1, $2, 1) returning id',
      [prop!.id, user!.id],
    );
    unitA = units[0]!.id;
    unitB = units[1]!.id;
  });
  afterAll(() => db.drop());

  const occupy = (unit: string, from: string, to: string, occupies = true) =>
    db.query(
      "insert into occupancies (unit_id, kind, date_from, date_to, occupies) values ($1, 'booking', $2, $3, $4)",
      [unit, from, to, occupies],
    );

  it('refuses an overlapping stay on the same unit', async () => {
    await occupy(unitA, '2027-07-01', '2027-07-08');
    await expect(occupy(unitA, '2027-07-05', '2027-07-10')).rejects.toMatchObject({ code: '23P01' });
    await expect(occupy(unitA, '2027-06-25', '2027-07-02')).rejects.toMatchObject({ code: '23P01' });
  });

  it('accepts back-to-back stays (check-out day is free: half-open ranges)', async () => {
    await expect(occupy(unitA, '2027-07-08', '2027-07-15')).resolves.toBeDefined();
    await expect(occupy(unitA, '2027-06-24', '2027-07-01')).resolves.toBeDefined();
  });

  it('accepts the same dates on another unit', async () => {
    await expect(occupy(unitB, '2027-07-01', '2027-07-08')).resolves.toBeDefined();
  });

  it('ignores entries that do not occupy (e.g. a pending request)', async () => {
    await expect(occupy(unitA, '2027-07-03', '2027-07-06', false)).resolves.toBeDefined();
  });

  it('refuses a stay that ends before it starts', async () => {
    await expect(occupy(unitB, '2027-08-10', '2027-08-10')).rejects.toMatchObject({ code: '23514' });
  });
});
