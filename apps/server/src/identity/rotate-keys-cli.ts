/**
 * Rotates the embedded identity provider's token signing key.
 * Usage: npm run rotate-keys -w @host-portal/server  (same DATA_DIR / DATABASE_URL as the server)
 * With the embedded database, stop the server first (the data directory is locked while it runs);
 * restart the server(s) afterwards so they sign with the new key.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { rotateSigningKeys } from './keys.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const { kid, retired } = await rotateSigningKeys(database);
  console.log(
    `New signing key ${kid}; retired (still published for verification): ${retired.join(', ') || 'none'}.`,
  );
  console.log('Restart the server(s) to sign with the new key.');
} finally {
  await database.close();
}
