// Starts the real server for the browser tests on a fresh embedded database in a temp directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '8181';
// the config names the directory so that specs can read the outbox; a fresh one otherwise
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'host-portal-e2e-'));
fs.mkdirSync(dataDir, { recursive: true });
const server = path.resolve(import.meta.dirname, '../apps/server');
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: server,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // e-mails go to <DATA_DIR>/outbox, where the specs read them (fixtures/outbox.ts)
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // the calendar specs import iCal feeds served by the test runner on loopback
    FEEDS_ALLOW_PRIVATE: 'true',
    // stays complete and reviews open days after booking: specs move the server's clock and run
    // the reservations sweep job through /api/test (fixtures/test-clock.ts)
    TEST_CLOCK: 'true',
  },
});
const stop = (signal) => {
  child.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
