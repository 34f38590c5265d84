import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { seedDemo } from './seed/seed.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }

  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePoolMax,
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(75);
    }
    console.error(`Cannot open the database: ${(err as Error).message}`);
    process.exit(1);
  }

  const app: FastifyInstance = await buildApp({ config, database });
  installShutdown(app, database);

  const demo = config.seedDemo ? await seedDemo(database, { onlyIfEmpty: true }) : undefined;
  await app.listen({ host: config.host, port: config.port });

  const where = config.databaseUrl ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`;
  const lines = [
    '',
    `  Host portal is running at ${config.publicUrl}  (${where})`,
    `  API docs: ${config.publicUrl}/api/docs`,
  ];
  if (demo) {
    lines.push(`  Demo host:  ${demo.host.email} / ${demo.host.password}`);
    lines.push(`  Demo staff: ${demo.staff.email} / ${demo.staff.password}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

/** Stop accepting, let running requests finish, then close the database. A second signal forces exit. */
function installShutdown(app: FastifyInstance, database: Database) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'forced exit');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 20 s; exiting');
      process.exit(1);
    }, 20_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
