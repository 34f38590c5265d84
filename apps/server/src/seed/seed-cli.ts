import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from './seed.ts';

/** `npm run seed`: recreates the demo accounts and their data (other accounts are untouched). */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const demo = (await seedDemo(database, { onlyIfEmpty: false, config }))!;
  console.log(`Seeded. Demo host: ${demo.host.email} / ${demo.host.password}`);
  console.log(`        Demo staff: ${demo.staff.email} / ${demo.staff.password}`);
} finally {
  await database.close();
}
